import { describe, expect, it } from "vitest";

import { parseTheme, themeClassName } from "../../src/preferences/theme";

describe("theme", () => {
  it("accepts the five themes and defaults to system", () => {
    for (const theme of ["light", "dark", "oled", "retro", "system"]) expect(parseTheme(theme)).toBe(theme);
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme("sepia")).toBe("system");
  });

  it("renders html classes for each theme", () => {
    expect(themeClassName("light", "dark")).toBe("light-mode");
    expect(themeClassName("dark", "oled")).toBe("dark-mode");
    expect(themeClassName("oled", "dark")).toBe("dark-mode oled-mode");
    expect(themeClassName("retro", "dark")).toBe("dark-mode retro-mode");
  });

  it("lets system switch to the preferred dark theme", () => {
    expect(themeClassName("system", "dark")).toBe("system-mode system-dark");
    expect(themeClassName("system", "oled")).toBe("system-mode system-oled");
  });
});
