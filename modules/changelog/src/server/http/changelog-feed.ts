import { db } from "@hopper/core/db";
import { atomResponse, feedNotFound } from "@hopper/core/http/atom-response";

import { changelogAtom } from "../services/reading/changelog-atom";
import { isChangelogProduct } from "../services/products";

/** Public and the same for every reader; a few minutes old at most, so a published entry shows up soon. */
const PUBLIC_CACHE = "public, max-age=300";

/**
 * GET /news/changelog/feed.atom (every product line) and /news/changelog/{product}/feed.atom (one): the newest
 * published entries as Atom (docs/changelog.md, "Reading"). Read from the request's path, so the handler answers
 * the same under Next.js and on a bare socket; an unknown product is a 404.
 */
export async function GET(request: Request): Promise<Response> {
  const parts = new URL(request.url).pathname.split("/");
  // "" / news / changelog / [product /] feed.atom
  if (parts[1] !== "news" || parts[2] !== "changelog" || parts.at(-1) !== "feed.atom") {
    return feedNotFound(PUBLIC_CACHE);
  }
  let product = null;
  if (parts.length === 5) {
    if (!isChangelogProduct(parts[3])) return feedNotFound(PUBLIC_CACHE);
    product = parts[3];
  } else if (parts.length !== 4) {
    return feedNotFound(PUBLIC_CACHE);
  }
  const { xml } = await changelogAtom(db(), product);
  return atomResponse(request, xml, { cacheControl: PUBLIC_CACHE });
}
