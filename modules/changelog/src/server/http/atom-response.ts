import { createHash } from "node:crypto";

// The same answer as the catalogue's project feed (modules/catalog/src/server/http/atom-response.ts), which this
// module may not import (it depends on accounts only).

const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export const feedNotFound = (cacheControl: string) =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": cacheControl },
  });

/**
 * An Atom document with a strong ETag of its bytes, so a reader polling with If-None-Match gets a 304. No
 * Last-Modified: an edited entry keeps its publication time, so a date would call a changed feed unchanged.
 */
export function atomResponse(request: Request, xml: string, cacheControl: string): Response {
  const etag = `"${createHash("sha256").update(xml).digest("base64url")}"`;
  const headers = {
    "content-type": ATOM_CONTENT_TYPE,
    "cache-control": cacheControl,
    etag,
    "x-content-type-options": "nosniff",
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  const fresh = ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
  if (fresh) return new Response(null, { status: 304, headers });
  return new Response(xml, { status: 200, headers });
}
