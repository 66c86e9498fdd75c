import { createHash } from "node:crypto";

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** A 404 for a feed: the same for a missing, hidden or mistyped address, so none says which it was. */
export const feedNotFound = (cacheControl: string) =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": cacheControl },
  });

/**
 * An Atom document with its validators: a strong ETag of the bytes and the feed's newest time as Last-Modified,
 * so a feed reader polling with If-None-Match / If-Modified-Since gets a 304 without the body.
 */
export function atomResponse(
  request: Request,
  xml: string,
  options: { updated: Date; cacheControl: string; headers?: Record<string, string> },
): Response {
  const etag = `"${createHash("sha256").update(xml).digest("base64url")}"`;
  // HTTP dates have whole seconds; the feed's time is rounded down to match what a client sends back.
  const lastModified = new Date(Math.floor(options.updated.getTime() / 1000) * 1000);
  const headers = {
    "content-type": ATOM_CONTENT_TYPE,
    "cache-control": options.cacheControl,
    etag,
    "last-modified": lastModified.toUTCString(),
    "x-content-type-options": "nosniff",
    ...options.headers,
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = Date.parse(request.headers.get("if-modified-since") ?? "");
  const fresh = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
    : !Number.isNaN(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince;
  if (fresh) return new Response(null, { status: 304, headers });
  return new Response(xml, { status: 200, headers });
}
