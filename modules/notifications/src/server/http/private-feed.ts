import { atomResponse, feedNotFound, followedFeedAtom } from "@hopper/catalog/server";
import { db } from "@hopper/core/db";

import { privateFeedPath } from "../services/feed-address";
import { feedTokenOwner } from "../services/feed-token";

/**
 * Someone's own list: never kept by a shared cache or on disk. The validators still spare a reader the body
 * when nothing changed. No referrer leaves with the secret address, and search engines keep it out.
 */
const PRIVATE_HEADERS = { "referrer-policy": "no-referrer", "x-robots-tag": "noindex, nofollow" };
const PRIVATE_CACHE = "private, no-store";

/**
 * GET /notifications/feed/{token}.atom: the private Atom feed of the newest versions of the projects the token's
 * user follows, with each follow's filters (docs/community.md, "Atom feeds"). The secret in the address is the
 * credential, so no sign-in is needed; a malformed, unknown or revoked token is the same 404. Next.js cannot
 * name a dynamic segment `[token].atom`, so the route is `/notifications/feed/[token]` and the handler wants the
 * `.atom` ending itself.
 */
export async function GET(request: Request): Promise<Response> {
  const parts = new URL(request.url).pathname.split("/");
  // "" / notifications / feed / {token}.atom
  const file = parts.length === 4 && parts[1] === "notifications" && parts[2] === "feed" ? parts[3]! : "";
  const token = file.endsWith(".atom") ? file.slice(0, -".atom".length) : "";
  const userId = token ? await feedTokenOwner(db(), token) : null;
  if (!userId) return notFound();
  const { xml, updated } = await followedFeedAtom(db(), userId, privateFeedPath(token));
  return atomResponse(request, xml, { updated, cacheControl: PRIVATE_CACHE, headers: PRIVATE_HEADERS });
}

function notFound(): Response {
  const response = feedNotFound(PRIVATE_CACHE);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) response.headers.set(name, value);
  return response;
}
