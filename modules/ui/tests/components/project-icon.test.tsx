import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { initialOf, ProjectIcon } from "../../src/components/project-icon";
import { attributesOf } from "./markup";

describe("ProjectIcon", () => {
  it("shows the uploaded image at the asked size, decorative", () => {
    const html = renderToStaticMarkup(<ProjectIcon name="Sodium" iconUrl="/cdn/data/abc/icon.png" size={96} />);
    expect(attributesOf(html, "img")).toMatchObject({
      src: "/cdn/data/abc/icon.png",
      alt: "",
      width: "96",
      height: "96",
      class: expect.stringContaining("size-24"),
    });
    expect(html).not.toContain("Sodium");
  });

  it("without an image, shows the name's first letter upper-cased in a box of the same size, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<ProjectIcon name="lithium" iconUrl={null} />);
    expect(html).toMatch(/^<span aria-hidden="true" class="[^"]*size-14[^"]*">L<\/span>$/);
    expect(html).not.toContain("<img");
  });

  it("round avatars and the brand tone", () => {
    const html = renderToStaticMarkup(<ProjectIcon name="alice" iconUrl={null} size={28} shape="round" tone="brand" />);
    expect(html).toContain("rounded-full");
    expect(html).toContain("bg-brand text-on-brand");
  });

  it("takes a whole character for the letter, even an emoji, and copes with an empty name", () => {
    expect(initialOf("🦊 Fox")).toBe("🦊");
    expect(initialOf("  émile")).toBe("É");
    expect(initialOf("")).toBe("?");
  });
});
