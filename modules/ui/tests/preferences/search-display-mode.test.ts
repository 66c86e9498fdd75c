import { afterEach, describe, expect, it, vi } from "vitest";

import { readCookie } from "../../src/preferences/cookie-options";
import {
  DEFAULT_COSMETICS,
  parseCosmetics,
  serializeCosmetics,
  withSearchDisplayMode,
} from "../../src/preferences/cosmetics";
import { rememberSearchDisplayMode } from "../../src/preferences/cosmetics-client";

/** What a browser's document.cookie does for one cookie name: a write replaces the value, a read lists it. */
function cookieJar(initial: string) {
  let value = initial;
  const written: string[] = [];
  return {
    written,
    document: {
      get cookie() {
        return value;
      },
      set cookie(line: string) {
        written.push(line);
        value = line.split(";")[0]!;
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("remembering the view mode of a search page", () => {
  it("changes one kind and keeps every other preference", () => {
    const before = { ...DEFAULT_COSMETICS, advancedRendering: false };
    const after = withSearchDisplayMode(before, "mod", "grid");
    expect(after.searchDisplayMode).toEqual({ ...DEFAULT_COSMETICS.searchDisplayMode, mod: "grid" });
    expect(after.advancedRendering).toBe(false);
    expect(before.searchDisplayMode.mod).toBe("list");
  });

  it("writes the cosmetics cookie with the spec's lifetime and flags, keeping what it held", () => {
    const stored = { ...DEFAULT_COSMETICS, preferredDarkTheme: "oled" as const };
    const jar = cookieJar(
      `cosmetics=${encodeURIComponent(serializeCosmetics(withSearchDisplayMode(stored, "shader", "list")))}`,
    );
    vi.stubGlobal("document", jar.document);
    vi.stubGlobal("window", { location: { protocol: "http:", hostname: "localhost" } });

    rememberSearchDisplayMode("mod", "grid");

    expect(jar.written).toHaveLength(1);
    expect(jar.written[0]).toMatch(/^cosmetics=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    const cosmetics = parseCosmetics(readCookie(jar.document.cookie, "cosmetics"));
    expect(cosmetics.searchDisplayMode).toMatchObject({ mod: "grid", shader: "list", resourcepack: "gallery" });
    expect(cosmetics.preferredDarkTheme).toBe("oled");
  });
});
