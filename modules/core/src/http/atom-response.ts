import { createHash } from "node:crypto";

// The Atom answer of the site's feeds (catalog's project feeds, notifications' private feed, the changelog's).

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** A 404 for a feed: the same for a missing, hidden or mistyped address, so none says which it was. */
export const feedNotFound = (cacheControl: string) =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": cacheControl },
  });

/**
 * An Atom document with its validators: a strong ETag of the bytes, so a feed reader polling with If-None-Match
 * gets a 304 without the body; with `updated` (the feed's newest time) also Last-Modified and If-Modified-Since.
 * A feed whose entries are edited in place without a new time leaves `updated` out, or a date would call a
 * changed feed unchanged.
 */
export function atomResponse(
  request: Request,
  xml: string,
  options: { updated?: Date; cacheControl: string; headers?: Record<string, string> },
): Response {
  const etag = `"${createHash("sha256").update(xml).digest("base64url")}"`;
  // HTTP dates have whole seconds; the feed's time is rounded down to match what a client sends back.
  const lastModified = options.updated && new Date(Math.floor(options.updated.getTime() / 1000) * 1000);
  const headers = {
    "content-type": ATOM_CONTENT_TYPE,
    "cache-control": options.cacheControl,
    etag,
    ...(lastModified && { "last-modified": lastModified.toUTCString() }),
    "x-content-type-options": "nosniff",
    ...options.headers,
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = Date.parse(request.headers.get("if-modified-since") ?? "");
  const fresh = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
    : !!lastModified && !Number.isNaN(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince;
  if (fresh) return new Response(null, { status: 304, headers });
  return new Response(xml, { status: 200, headers });
}
