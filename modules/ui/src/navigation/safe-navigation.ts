/**
 * Checks a programmatic navigation target (spec section 2): same-origin paths are fine, an external URL
 * needs explicit permission, and script URLs (javascript:, vbscript:, data:) are always refused because
 * no caller has a legitimate reason to "navigate" into code.
 */

export type NavigationTarget =
  | { ok: true; url: URL; external: boolean }
  | { ok: false; reason: "script-url" | "external-not-allowed" | "invalid-url" | "unsupported-protocol" };

export interface NavigationOptions {
  /** Leave the site, e.g. to a payment provider or a project's source repository. */
  allowExternal?: boolean;
}

const SCRIPT_PROTOCOLS = new Set(["javascript:", "vbscript:", "data:"]);
const WEB_PROTOCOLS = new Set(["http:", "https:"]);

export function checkNavigationTarget(
  target: string,
  currentHref: string,
  options: NavigationOptions = {},
): NavigationTarget {
  let url: URL;
  try {
    // The URL parser strips the tabs, newlines and leading blanks that are used to disguise "java\tscript:".
    url = new URL(target, currentHref);
  } catch {
    return { ok: false, reason: "invalid-url" };
  }
  if (SCRIPT_PROTOCOLS.has(url.protocol)) return { ok: false, reason: "script-url" };
  const current = new URL(currentHref);
  if (url.origin === current.origin) return { ok: true, url, external: false };
  if (!options.allowExternal) return { ok: false, reason: "external-not-allowed" };
  if (!WEB_PROTOCOLS.has(url.protocol) && url.protocol !== "mailto:")
    return { ok: false, reason: "unsupported-protocol" };
  return { ok: true, url, external: true };
}

/** Path, query and hash of a same-origin URL, as the router expects it. */
export const routerHref = (url: URL) => `${url.pathname}${url.search}${url.hash}`;
