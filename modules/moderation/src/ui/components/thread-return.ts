/** The id of the thread view's section: forms come back to it. */
export const THREAD_ANCHOR = "thread";

const BASE = "http://hopper.invalid";

/** Longest return address a thread form carries (a page's path and query). */
export const RETURN_TO_MAX = 2048;

/**
 * The page a thread form returns to: a path on this site only (never `//host` or a full URL, which would make the
 * form an open redirect), without the previous answer's notice or refusal.
 */
export function backTo(returnTo: string): URL {
  const safe = returnTo.startsWith("/") && !returnTo.startsWith("//") && returnTo.length <= RETURN_TO_MAX;
  let url = new URL(safe ? returnTo : "/", BASE);
  // "/\\host" parses as another host (a backslash reads as a slash): only this site's paths come back.
  if (url.origin !== BASE) url = new URL("/", BASE);
  for (const key of ["notice", "error", "seal"]) url.searchParams.delete(key);
  // "/a/..//host" normalizes to "//host": a path that a browser would read as another site.
  if (url.pathname.startsWith("//")) url.pathname = "/";
  return url;
}
