// A notification's `link` becomes an href on the site's pages, so only a path on this site is one: never an
// absolute address (an open redirect dressed as Hopper's own link), never `javascript:`, and never a path a
// browser reads as another host — `//host`, `/\host`, or `/<tab>/host` (the URL parser drops tabs and newlines).

const BASE = "https://hopper.invalid";

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** The link as a same-site href (`/mod/x/version/1.0`), or null when it is empty or could leave the site. */
export function siteLink(link: string): string | null {
  // Backslashes and control characters never occur in a link Hopper builds (its parts are URL-encoded).
  if (!link.startsWith("/") || link.includes("\\") || [...link].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(link, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
