export type NavMenu = "header" | "footer" | "dashboard" | "settings" | "admin" | "user";

export interface NavEntry {
  menu: NavMenu;
  label: string;
  /** A page some installed module declares (or an absolute URL); other entries are never shown. */
  href: string;
  /** Lower comes first. */
  order?: number;
  /** Only shown to signed-in users / staff. */
  audience?: "everyone" | "signed-in" | "staff";
  /** Footer column or similar grouping. */
  group?: string;
}

export const NAV_MENUS = [
  "header",
  "footer",
  "user",
  "dashboard",
  "settings",
  "admin",
] as const satisfies readonly NavMenu[];

/** Every menu's entries for one viewer, as the web app hands them to the shell and to pages. */
export type Menus = Record<NavMenu, readonly NavEntry[]>;

/** Whether `href` (path only; query and hash ignored) is the address of a page declared as `pattern`. */
export function pathMatchesPage(href: string, pattern: string): boolean {
  const path = href.split(/[?#]/)[0] ?? "";
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (/^\[\.\.\.\w+\]$/.test(segment)) return have.length > i;
    if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return true;
    if (have[i] === undefined) return false;
    if (/^\[\w+\]$/.test(segment)) continue;
    if (segment !== have[i]) return false;
  }
  return have.length === want.length;
}

/**
 * The entries whose link leads somewhere: an address outside the site, or a page some installed module
 * declares. A menu never shows a dead link for a module that is not installed.
 */
export function reachableEntries(entries: readonly NavEntry[], pagePaths: readonly string[]): NavEntry[] {
  return entries.filter(
    (entry) => /^https?:\/\//.test(entry.href) || pagePaths.some((pattern) => pathMatchesPage(entry.href, pattern)),
  );
}
