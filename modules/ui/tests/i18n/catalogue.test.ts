import { describe, expect, it } from "vitest";

import { defineCatalogue, formatterFor, messagesFor, translatorFor } from "../../src/i18n/catalogue";
import { isLoadable } from "../../src/i18n/languages";
import { flipMessage } from "../../src/i18n/upside-down";

const catalogue = defineCatalogue("test", {
  greeting: "Hello {name}!",
  downloads: "{count, plural, one {# download} other {# downloads}}",
  terms: "Read the <terms>Terms of Use</terms>.",
  reasons: ["First reason.", "Second reason."],
  nested: { title: "Settings" },
});

describe("message catalogues", () => {
  it("translates en-US as written, with ICU arguments and plurals", () => {
    const t = translatorFor(catalogue, "en-US");
    expect(t("greeting", { name: "Ada" })).toBe("Hello Ada!");
    expect(t("downloads", { count: 1 })).toBe("1 download");
    expect(t("downloads", { count: 2 })).toBe("2 downloads");
    expect(t("nested.title")).toBe("Settings");
  });

  it("generates the upside-down variant, keeping arguments, plural branches and tags", () => {
    const t = translatorFor(catalogue, "en-x-updown");
    expect(t("greeting", { name: "Ada" })).toBe("¡Ada ollǝH");
    expect(t("downloads", { count: 2 })).toBe("spɐoluʍop 2");
    expect(t.markup("terms", { terms: (chunks) => `[${chunks}]` })).toBe("˙[ǝs∩ ɟo sɯɹǝ⊥] ǝɥʇ pɐǝꓤ");
    expect(messagesFor(catalogue, "en-x-updown").reasons).toEqual(["˙uosɐǝɹ ʇsɹᴉℲ", "˙uosɐǝɹ puoɔǝS"]);
    // The same catalogue object is flipped once.
    expect(messagesFor(catalogue, "en-x-updown")).toBe(messagesFor(catalogue, "en-x-updown"));
  });

  it("never turns text into ICU syntax characters", () => {
    expect(flipMessage("It's a <b>bold</b>, fine (test)")).not.toMatch(/'/);
    expect(flipMessage("{a} and {b}")).toBe("{b} puɐ {a}");
  });

  it("formats dates, relative times and numbers through Intl, turned in the upside-down variant", () => {
    const date = new Date("2024-05-03T22:30:00Z");
    expect(formatterFor("en-US").dateTime(date, { dateStyle: "medium" })).toBe("May 3, 2024");
    expect(formatterFor("en-US").relativeTime(date, new Date("2024-05-10T22:30:00Z"))).toBe("1 week ago");
    expect(formatterFor("en-US").number(18254)).toBe("18,254");
    expect(formatterFor("en-x-updown").dateTime(date, { dateStyle: "medium" })).toBe("ㄣᄅ0ᄅ ʻƐ ʎɐW");
  });

  it("lets people choose the upside-down variant but no other unfinished language", () => {
    expect(isLoadable("en-x-updown")).toBe(true);
    expect(isLoadable("de-DE")).toBe(false);
    expect(isLoadable("en-x-pirate")).toBe(false);
  });
});
