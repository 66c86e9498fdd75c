/**
 * CSRF guard for every state change a browser can make on the site: server actions (checked in front of
 * Next.js by the web server, which would otherwise answer 500 to a foreign Origin and run an action with
 * none), form POST routes and tRPC mutations (checked by their handlers).
 *
 * - An Origin must name this site; `null` (sandboxed frames, some redirects) or another site is refused.
 * - Without Origin, a request carrying the session cookie is refused unless the browser itself says
 *   `Sec-Fetch-Site: same-origin`: a cookie is sent along by any page that makes the browser post here.
 * - Without Origin and without the session cookie it is a token client (launchers, scripts): allowed.
 */
import { SESSION_COOKIE_NAMES } from "@hopper/core/auth";
import { parseCookies } from "@hopper/core/http/cookies";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A header by its lower-case name, from a fetch `Headers` or Node's `IncomingHttpHeaders`. */
export type HeaderLookup = (name: string) => string | null | undefined;

/** Names, not values: Auth.js splits a large session cookie into `<name>.0`, `<name>.1`… */
const SESSION_COOKIE = new RegExp(
  `^(?:${SESSION_COOKIE_NAMES.map((name) => name.replace(/[.]/g, "\\.")).join("|")})(?:\\.\\d+)?$`,
);

/** Read with the site's one Cookie parser (@hopper/core/http/cookies), as the session itself is. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Object.keys(parseCookies(cookieHeader)).some((name) => SESSION_COOKIE.test(name));
}

/** Why a state-changing request is refused as cross-site, or `null` when it may go on. */
export function crossSiteRefusal(method: string, header: HeaderLookup): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const origin = header("origin");
  if (origin) {
    const host = header("x-forwarded-host") ?? header("host");
    try {
      return new URL(origin).host === host ? null : "Cross-site request refused.";
    } catch {
      return "Cross-site request refused.";
    }
  }
  if (!hasSessionCookie(header("cookie"))) return null;
  return header("sec-fetch-site") === "same-origin" ? null : "Cross-site request refused: Origin header missing.";
}

export function isCrossSiteRequest(request: Request): boolean {
  return crossSiteRefusal(request.method, (name) => request.headers.get(name)) !== null;
}

/** Node's headers may repeat a name; the first value is the one a proxy or browser set. */
export function nodeHeaderLookup(headers: Record<string, string | string[] | undefined>): HeaderLookup {
  return (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
}
