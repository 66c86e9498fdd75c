import { describe, expect, it } from "vitest";

import { LANGUAGES } from "../../src/i18n/languages";
import { matchLoadable, parseAcceptLanguage, resolveLocale } from "../../src/i18n/resolve-locale";

describe("resolveLocale", () => {
  it("prefers the hl query parameter", () => {
    expect(resolveLocale({ query: "en-US", cookie: "de-DE", acceptLanguage: "fr" })).toEqual({
      locale: "en-US",
      source: "query",
    });
  });

  it("uses the stored choice next", () => {
    expect(resolveLocale({ cookie: "en-us", acceptLanguage: "fr" })).toEqual({ locale: "en-US", source: "cookie" });
  });

  it("falls through languages that cannot be loaded", () => {
    expect(resolveLocale({ query: "de-DE", cookie: "fr-FR", acceptLanguage: "ja-JP, en;q=0.5" })).toEqual({
      locale: "en-US",
      source: "browser",
    });
  });

  it("ends at en-US when nothing matches", () => {
    expect(resolveLocale({ acceptLanguage: "de-DE,fr;q=0.9" })).toEqual({ locale: "en-US", source: "default" });
    expect(resolveLocale({})).toEqual({ locale: "en-US", source: "default" });
  });
});

describe("matchLoadable", () => {
  it("matches exact tags case-insensitively and bare base languages", () => {
    expect(matchLoadable("EN-us")).toBe("en-US");
    expect(matchLoadable("en")).toBe("en-US");
    expect(matchLoadable("en-GB")).toBeNull();
    expect(matchLoadable("de")).toBeNull();
    expect(matchLoadable("")).toBeNull();
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality and drops wildcards and q=0", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, es;q=0")).toEqual(["de-DE", "en", "fr"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("language list", () => {
  it("lists about fifty languages including the fun variants", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(45);
    expect(LANGUAGES.filter((language) => language.fun).map((language) => language.englishName)).toEqual([
      "Pirate",
      "Lolcat",
      "Upside down",
      "UwU",
    ]);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
  });
});
