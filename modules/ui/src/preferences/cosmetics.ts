import { DEFAULT_DARK_THEME, isDarkTheme } from "./theme";
import type { DarkTheme } from "./theme";

export const DISPLAY_MODES = ["list", "grid", "gallery"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const SEARCH_DISPLAY_KINDS = [
  "mod",
  "plugin",
  "resourcepack",
  "modpack",
  "shader",
  "datapack",
  "user",
  "collection",
] as const;
export type SearchDisplayKind = (typeof SEARCH_DISPLAY_KINDS)[number];

/** Layout and behaviour preferences kept in the cosmetics cookie (spec sections 3 and 9). */
export interface Cosmetics {
  rightSearchLayout: boolean;
  leftContentLayout: boolean;
  advancedRendering: boolean;
  externalLinksNewTab: boolean;
  notUsingBlockers: boolean;
  /** Hides the promotion of the desktop app. */
  hideAppPromotion: boolean;
  preferredDarkTheme: DarkTheme;
  hideStagingBanner: boolean;
  searchDisplayMode: Record<SearchDisplayKind, DisplayMode>;
}

export const DEFAULT_COSMETICS: Cosmetics = {
  rightSearchLayout: false,
  leftContentLayout: false,
  advancedRendering: true,
  externalLinksNewTab: true,
  notUsingBlockers: false,
  hideAppPromotion: false,
  preferredDarkTheme: DEFAULT_DARK_THEME,
  hideStagingBanner: false,
  searchDisplayMode: {
    mod: "list",
    plugin: "list",
    resourcepack: "gallery",
    modpack: "list",
    shader: "gallery",
    datapack: "list",
    user: "list",
    collection: "list",
  },
};

const BOOLEAN_KEYS = [
  "rightSearchLayout",
  "leftContentLayout",
  "advancedRendering",
  "externalLinksNewTab",
  "notUsingBlockers",
  "hideAppPromotion",
  "hideStagingBanner",
] as const satisfies readonly (keyof Cosmetics)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isDisplayMode = (value: unknown): value is DisplayMode => DISPLAY_MODES.includes(value as DisplayMode);

/**
 * The cookie is user-controlled, so every field is checked on its own: a bad or missing field falls back to
 * its default instead of throwing away the rest of the user's choices.
 */
export function parseCosmetics(raw: string | undefined): Cosmetics {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : {};
  } catch {
    data = {};
  }
  const input = isRecord(data) ? data : {};
  const result: Cosmetics = { ...DEFAULT_COSMETICS, searchDisplayMode: { ...DEFAULT_COSMETICS.searchDisplayMode } };
  for (const key of BOOLEAN_KEYS) {
    const value = input[key];
    if (typeof value === "boolean") result[key] = value;
  }
  if (isDarkTheme(input.preferredDarkTheme)) result.preferredDarkTheme = input.preferredDarkTheme;
  const modes = isRecord(input.searchDisplayMode) ? input.searchDisplayMode : {};
  for (const kind of SEARCH_DISPLAY_KINDS) {
    const mode = modes[kind];
    if (isDisplayMode(mode)) result.searchDisplayMode[kind] = mode;
  }
  return result;
}

/** The same preferences with one kind of search page opening in `mode` from now on. */
export function withSearchDisplayMode(cosmetics: Cosmetics, kind: SearchDisplayKind, mode: DisplayMode): Cosmetics {
  return { ...cosmetics, searchDisplayMode: { ...cosmetics.searchDisplayMode, [kind]: mode } };
}

export const serializeCosmetics = (cosmetics: Cosmetics): string => JSON.stringify(cosmetics);
