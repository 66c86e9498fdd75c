import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Tabs } from "../../src/components/tabs";

const items = [
  { href: "/mod/a", label: "Description", active: false },
  { href: "/mod/a/versions", label: "Versions", active: true },
];

describe("Tabs", () => {
  it("is a named navigation of plain links with only the active one marked as the current page", () => {
    const html = renderToStaticMarkup(<Tabs label="Project" items={items} />);
    expect(html).toMatch(/^<nav aria-label="Project"/);
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ attrs: m[1], label: m[2] }));
    expect(links.map((l) => l.label)).toEqual(["Description", "Versions"]);
    expect(links[0]!.attrs).not.toContain("aria-current");
    expect(links[1]!.attrs).toContain('href="/mod/a/versions" aria-current="page"');
  });

  it("marks nothing current when no tab is active", () => {
    const html = renderToStaticMarkup(
      <Tabs label="Settings" variant="links" items={items.map((i) => ({ ...i, active: false }))} />,
    );
    expect(html).not.toContain("aria-current");
  });
});
