import { db } from "@hopper/core/db";
import { atomResponse, feedNotFound } from "@hopper/core/http/atom-response";
import { hasNul } from "@hopper/core/validation";

import { translatorFor } from "@hopper/ui/i18n/catalogue";
import { publicUrl } from "@hopper/ui/server/public-url";

import { versionsAtom } from "../services/feeds/atom";
import { projectFeed } from "../services/feeds/project-feed";
import { feedMessages } from "../../ui/messages/feed";
import { PROJECT_PATH_TYPES } from "../../tags/project-types";

/** Public and shared by every reader; a few minutes old at most, so a new version shows up soon. */
const PUBLIC_CACHE = "public, max-age=300";
const ID_MAX = 64;

/**
 * GET /{type}/{id or slug}/feed.atom: a project's newest listed versions as an Atom feed (docs/catalog.md,
 * "Atom feed"). A project a signed-out visitor may not find is a 404, as its page is; a wrong type, an id in
 * place of the slug or another spelling redirects to the canonical address, as the project's pages do. Read from
 * the request's path, so the handler answers the same under Next.js and on a bare socket.
 */
export async function GET(request: Request): Promise<Response> {
  const parts = new URL(request.url).pathname.split("/");
  // "" / type / id / feed.atom
  const [, type, rawId, file] = parts;
  if (
    parts.length !== 4 ||
    file !== "feed.atom" ||
    !type ||
    !rawId ||
    !(PROJECT_PATH_TYPES as readonly string[]).includes(type)
  ) {
    return feedNotFound(PUBLIC_CACHE);
  }
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return feedNotFound(PUBLIC_CACHE);
  }
  if (!id || id.length > ID_MAX || hasNul(id)) return feedNotFound(PUBLIC_CACHE);
  const feed = await projectFeed(db(), id);
  if (!feed) return feedNotFound(PUBLIC_CACHE);
  const self = `${feed.path}/feed.atom`;
  if (`/${type}/${id}` !== feed.path) {
    return new Response(null, { status: 307, headers: { location: self, "cache-control": PUBLIC_CACHE } });
  }
  const t = translatorFor(feedMessages, "en-US");
  // The feed changes with a new version and with the project's name or summary.
  const newest = feed.versions[0]?.datePublished;
  const updated = newest && newest > feed.project.updated ? newest : feed.project.updated;
  const xml = versionsAtom({
    // The API list of the project's versions: permanent, whatever the slug or type becomes.
    id: publicUrl(`/v2/project/${feed.project.id}/version`),
    title: t("projectTitle", { project: feed.project.name }),
    subtitle: feed.project.summary,
    page: feed.path,
    self,
    updated,
    entries: feed.versions,
  });
  return atomResponse(request, xml, { updated, cacheControl: PUBLIC_CACHE });
}
