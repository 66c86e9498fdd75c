import type { HeaderSource } from "./header-source";

export type IngestRefusal = { status: 403 | 415; error: string; description: string };

/**
 * Why POST /analytics/view refuses a request before reading it, or null. Views earn revenue, so another website
 * must not make its visitors' browsers count views: a `text/plain` POST is a CORS "simple request" that a browser
 * sends cross-site without a preflight, so JSON is required (a cross-site JSON POST needs a preflight, which this
 * route does not answer), and a browser's own word that the request comes from elsewhere (`Sec-Fetch-Site:
 * cross-site` or `same-site`, i.e. another origin, or an `Origin` that is not one of `siteOrigins`) is refused.
 * Launchers and scripts send neither header and keep working.
 */
export function ingestRefusal(
  headers: HeaderSource,
  siteOrigins: readonly (string | undefined)[],
): IngestRefusal | null {
  const fetchSite = headers.get("sec-fetch-site");
  const origin = headers.get("origin");
  if (
    fetchSite === "cross-site" ||
    fetchSite === "same-site" ||
    (origin !== null && !isSiteOrigin(origin, siteOrigins))
  ) {
    return {
      status: 403,
      error: "forbidden",
      description: "Views are reported by this site's pages or by apps, not by other websites.",
    };
  }
  if (!isJson(headers.get("content-type"))) {
    return {
      status: 415,
      error: "unsupported_media_type",
      description: "The body must be sent as Content-Type: application/json.",
    };
  }
  return null;
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
function isJson(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** `Origin: null` (sandboxed frames, opaque redirects) names no site, so it is never ours. */
function isSiteOrigin(origin: string, siteOrigins: readonly (string | undefined)[]): boolean {
  return siteOrigins.some((site) => {
    if (!site) return false;
    try {
      return new URL(site).origin === origin;
    } catch {
      return false;
    }
  });
}
