import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Button, buttonClassName } from "../../src/components/button";
import { Card } from "../../src/components/card";
import { FormNotice } from "../../src/components/form-notice";
import { ProjectCard } from "../../src/components/project-card";
import { attributesOf } from "./markup";

describe("Button", () => {
  it("is the house primary button by default and never submits by accident", () => {
    const attrs = attributesOf(renderToStaticMarkup(<Button>Save</Button>), "button");
    expect(attrs.type).toBe("button");
    expect(attrs.class!.split(" ")).toEqual(
      expect.arrayContaining(["w-fit", "rounded-lg", "bg-brand", "px-4", "py-2", "font-semibold", "text-on-brand"]),
    );
  });

  it("gives links the same look, and the other variants and sizes theirs", () => {
    expect(buttonClassName({ variant: "secondary", size: "sm" }).split(" ")).toEqual(
      expect.arrayContaining(["border", "border-divider", "px-3", "py-1", "text-sm"]),
    );
    expect(buttonClassName({ variant: "secondary" })).not.toContain("bg-brand");
    expect(buttonClassName({ variant: "danger" })).toContain("bg-danger");
    expect(buttonClassName({ width: "full" })).toContain("w-full");
    expect(buttonClassName({ width: "full" })).not.toContain("w-fit");
  });

  it("is a tap target a finger can hit: 44 px tall for a primary action, 32 px small, also on links", () => {
    expect(buttonClassName().split(" ")).toEqual(expect.arrayContaining(["min-h-11", "inline-flex"]));
    expect(buttonClassName({ size: "sm" }).split(" ")).toContain("min-h-8");
  });
});

describe("FormNotice", () => {
  it("announces errors as alerts and the rest as status", () => {
    expect(attributesOf(renderToStaticMarkup(<FormNotice tone="error">No</FormNotice>), "p").role).toBe("alert");
    expect(attributesOf(renderToStaticMarkup(<FormNotice tone="success">Saved.</FormNotice>), "p").role).toBe("status");
    expect(attributesOf(renderToStaticMarkup(<FormNotice tone="info">Hi</FormNotice>), "p").role).toBe("status");
  });
});

describe("Card", () => {
  it("renders the asked element with the card look and passes attributes on", () => {
    const html = renderToStaticMarkup(
      <Card as="section" aria-labelledby="h" className="flex">
        x
      </Card>,
    );
    expect(attributesOf(html, "section")).toEqual({
      class: "rounded-xl border border-divider bg-raised p-4 flex",
      "aria-labelledby": "h",
    });
  });
});

describe("ProjectCard", () => {
  it("links the whole card and names its parts for tests", () => {
    const html = renderToStaticMarkup(
      <ProjectCard
        testId="project-summary"
        project={{
          href: "/mod/sodium",
          name: "Sodium",
          label: "Mod",
          summary: "Fast",
          iconUrl: null,
          downloads: 12_345,
          followers: 7,
        }}
      />,
    );
    expect(attributesOf(html, "a")).toMatchObject({ href: "/mod/sodium", "data-testid": "project-summary" });
    expect(html).toContain('data-testid="project-summary-downloads">12.3k downloads<');
    expect(html).toContain('data-testid="project-summary-followers">7 followers<');
    expect(html).toContain('data-testid="project-summary-type">Mod<');
  });
});
