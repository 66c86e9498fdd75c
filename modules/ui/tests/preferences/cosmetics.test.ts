import { describe, expect, it } from "vitest";

import { DEFAULT_COSMETICS, parseCosmetics, serializeCosmetics } from "../../src/preferences/cosmetics";

describe("cosmetics defaults (spec section 9)", () => {
  it("uses the specified defaults", () => {
    expect(DEFAULT_COSMETICS).toMatchObject({
      rightSearchLayout: false,
      leftContentLayout: false,
      advancedRendering: true,
      externalLinksNewTab: true,
      notUsingBlockers: false,
      hideAppPromotion: false,
      preferredDarkTheme: "dark",
      hideStagingBanner: false,
    });
    expect(DEFAULT_COSMETICS.searchDisplayMode).toEqual({
      mod: "list",
      plugin: "list",
      resourcepack: "gallery",
      modpack: "list",
      shader: "gallery",
      datapack: "list",
      user: "list",
      collection: "list",
    });
  });

  it("falls back to defaults for a missing or broken cookie", () => {
    expect(parseCosmetics(undefined)).toEqual(DEFAULT_COSMETICS);
    expect(parseCosmetics("{not json")).toEqual(DEFAULT_COSMETICS);
    expect(parseCosmetics("[1,2]")).toEqual(DEFAULT_COSMETICS);
  });

  it("keeps valid fields and drops invalid ones one by one", () => {
    const parsed = parseCosmetics(
      JSON.stringify({
        advancedRendering: false,
        preferredDarkTheme: "neon",
        searchDisplayMode: { mod: "grid", shader: "cards" },
      }),
    );
    expect(parsed.advancedRendering).toBe(false);
    expect(parsed.preferredDarkTheme).toBe("dark");
    expect(parsed.searchDisplayMode.mod).toBe("grid");
    expect(parsed.searchDisplayMode.shader).toBe("gallery");
  });

  it("round-trips through the cookie value", () => {
    const value = { ...DEFAULT_COSMETICS, preferredDarkTheme: "oled" as const };
    expect(parseCosmetics(serializeCosmetics(value))).toEqual(value);
  });
});
