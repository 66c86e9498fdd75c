import { describe, expect, it } from "vitest";

import { navGroup, navLabel } from "../../../core/src/module/nav";
import type { NavEntry } from "../../../core/src/module/nav";
import { defineCatalogue, UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { flipText } from "../../src/i18n/upside-down";
import { localizedEntries, navText } from "../../src/shell/nav-labels";

// Menu labels are read from the owning module's catalogue in the viewer's language (issue 14, language),
// with the manifest's English label as the fallback.
describe("menu labels", () => {
  const nav = defineCatalogue("example.nav", { dashboard: "Dashboard", legal: "Legal", nested: { deep: "Deep" } });
  const entries: NavEntry[] = [
    { menu: "user", ...navLabel(nav, "dashboard"), href: "/dashboard" },
    { menu: "footer", ...navGroup(nav, "legal"), label: "Terms", href: "/legal/terms" },
    { menu: "header", label: "Plain", href: "/plain" },
  ];

  it("takes the en-US text as the entry's label, so manifests name each label once", () => {
    expect(entries.map((entry) => [entry.label, entry.group])).toEqual([
      ["Dashboard", undefined],
      ["Terms", "Legal"],
      ["Plain", undefined],
    ]);
  });

  it("reads labels and groups in the viewer's language, without handing the catalogues on", () => {
    const shown = localizedEntries(entries, UPSIDE_DOWN_LOCALE);
    expect(shown.map((entry) => [entry.label, entry.group])).toEqual([
      [flipText("Dashboard"), undefined],
      ["Terms", flipText("Legal")],
      ["Plain", undefined],
    ]);
    expect(shown.some((entry) => "message" in entry || "groupMessage" in entry)).toBe(false);
    expect(localizedEntries(entries, "en-US").map((entry) => entry.label)).toEqual(["Dashboard", "Terms", "Plain"]);
  });

  it("reads a dotted key of a nested group, and falls back to the English label for a missing key", () => {
    expect(navText({ catalogue: nav, key: "nested.deep" }, "Deep", UPSIDE_DOWN_LOCALE)).toBe(flipText("Deep"));
    expect(navText({ catalogue: nav, key: "nested" }, "Nested", UPSIDE_DOWN_LOCALE)).toBe("Nested");
    expect(navText({ catalogue: nav, key: "gone" }, "Gone", UPSIDE_DOWN_LOCALE)).toBe("Gone");
    expect(navText({ catalogue: nav, key: "toString" }, "Fallback", "en-US")).toBe("Fallback");
  });
});
