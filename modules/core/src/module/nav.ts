export type NavMenu = "header" | "footer" | "dashboard" | "settings" | "admin" | "user";

/**
 * A catalogue's messages, as ui's `defineCatalogue` declares them (named here by shape: the kernel imports no
 * design system). A menu label is a plain-text message of it, with no ICU arguments.
 */
export interface NavMessageTree {
  readonly [key: string]: string | readonly string[] | NavMessageTree;
}

/** A label's message: the owning module's catalogue and the key (dotted for a nested group) in it. */
export interface NavMessage {
  catalogue: { readonly namespace: string; readonly messages: NavMessageTree };
  key: string;
}

export interface NavEntry {
  menu: NavMenu;
  /** The English label: what en-US shows, and the fallback when `message` is missing from the catalogue. */
  label: string;
  /** Where the label is read in the viewer's language (the web app resolves it per request; `navLabel`). */
  message?: NavMessage;
  /** A page some installed module declares (or an absolute URL); other entries are never shown. */
  href: string;
  /** Lower comes first. */
  order?: number;
  /** Only shown to signed-in users / staff (moderators and admins) / admins (for a page with the `admin` guard). */
  audience?: "everyone" | "signed-in" | "staff" | "admin";
  /** Footer column or similar grouping (English, like `label`). */
  group?: string;
  /** The group's message, like `message` for the label (`navGroup`). */
  groupMessage?: NavMessage;
}

/**
 * The `label` and `message` of an entry whose label is `key` of a module's flat nav catalogue:
 * `{ menu: "user", ...navLabel(navMessages, "dashboard"), href: "/dashboard" }`. The en-US text is the label.
 */
export function navLabel<M extends NavMessageTree>(
  catalogue: { readonly namespace: string; readonly messages: M },
  key: keyof M & string,
): { label: string; message: NavMessage } {
  const text = catalogue.messages[key];
  return { label: typeof text === "string" ? text : key, message: { catalogue, key } };
}

/** The `group` and `groupMessage` of an entry, the same way (`...navGroup(navMessages, "legal")`). */
export function navGroup<M extends NavMessageTree>(
  catalogue: { readonly namespace: string; readonly messages: M },
  key: keyof M & string,
): { group: string; groupMessage: NavMessage } {
  const { label, message } = navLabel(catalogue, key);
  return { group: label, groupMessage: message };
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
