// Each listing page describes itself to search engines and link previews instead of repeating the site's
// generic description (Lighthouse SEO, issue 14).
import { describe, expect, it } from "vitest";

/** The site's description (modules/ui/src/shell/root-layout.tsx), which a page without its own inherits. */
const SITE_DESCRIPTION = /^Discover, play and share Minecraft content/;

const pages = ["mods", "plugins", "modpacks", "datapacks", "resourcepacks", "shaders"] as const;

describe("listing page metadata", () => {
  it.each(pages)("%s has its own description", async (name) => {
    const { metadata } = (await import(`../src/ui/pages/${name}.tsx`)) as { metadata: { description?: string } };
    expect(metadata.description).toMatch(/^Browse and download Minecraft /);
    expect(metadata.description).not.toMatch(SITE_DESCRIPTION);
    expect(metadata.description!.length).toBeLessThanOrEqual(160);
  });
});
