// Each listing page describes itself to search engines and link previews instead of repeating the site's
// generic description (Lighthouse SEO, issue 14); the text comes from the search catalogue.
import { describe, expect, it } from "vitest";

import { translatorFor } from "../../ui/src/i18n/catalogue";
import { listingMetadata } from "../src/ui/listing-metadata";
import { messages } from "../src/ui/messages";

/** The site's description (modules/ui/src/shell/root-layout.tsx), which a page without its own inherits. */
const SITE_DESCRIPTION = /^Discover, play and share Minecraft content/;

const types = ["mod", "plugin", "modpack", "datapack", "resourcepack", "shader"] as const;

describe("listing page metadata", () => {
  it.each(types)("%s has its own description", (type) => {
    const metadata = listingMetadata(translatorFor(messages, "en-US"), type);
    expect(metadata.description).toMatch(/^Browse and download Minecraft /);
    expect(metadata.description).not.toMatch(SITE_DESCRIPTION);
    expect(metadata.description.length).toBeLessThanOrEqual(160);
  });

  it("keeps the en-US titles and names the type in the description", () => {
    const t = translatorFor(messages, "en-US");
    expect(listingMetadata(t, "resourcepack")).toEqual({
      title: "Resourcepacks - Hopper",
      description:
        "Browse and download Minecraft resource packs: search by name and filter by game version, loader and category.",
    });
    expect(listingMetadata(t, "plugin").description).toMatch(/^Browse and download Minecraft server plugins: /);
  });

  it("is turned upside down in en-x-updown", () => {
    const metadata = listingMetadata(translatorFor(messages, "en-x-updown"), "mod");
    expect(metadata.title).not.toContain("Mods");
  });
});
