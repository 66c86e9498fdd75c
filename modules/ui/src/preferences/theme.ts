/** Colour themes (spec sections 3 and 9). `system` follows the operating system: light or the preferred dark theme. */
export const THEMES = ["light", "dark", "oled", "retro", "system"] as const;
export type Theme = (typeof THEMES)[number];

export const DARK_THEMES = ["dark", "oled", "retro"] as const;
export type DarkTheme = (typeof DARK_THEMES)[number];

export const DEFAULT_THEME: Theme = "system";
export const DEFAULT_DARK_THEME: DarkTheme = "dark";

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
export const isDarkTheme = (value: unknown): value is DarkTheme => DARK_THEMES.includes(value as DarkTheme);

export function parseTheme(value: string | undefined): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/**
 * Classes for <html>. They are rendered on the server from the cookie, so the first paint already has the
 * right colours. `system` needs no script either: globals.css switches `.system-mode` with a
 * prefers-color-scheme media query, and `system-<dark theme>` picks which dark palette it switches to.
 */
export function themeClassName(theme: Theme, preferredDarkTheme: DarkTheme): string {
  switch (theme) {
    case "light":
      return "light-mode";
    case "dark":
      return "dark-mode";
    case "oled":
      return "dark-mode oled-mode";
    case "retro":
      return "dark-mode retro-mode";
    case "system":
      return `system-mode system-${preferredDarkTheme}`;
  }
}
