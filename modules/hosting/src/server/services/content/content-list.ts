import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { parseSearchParams, searchEngine } from "@hopper/search/server";
import { visibleProjectCards } from "@hopper/catalog/server";

import { manageableServer } from "../servers/server-access";
import { compatibility } from "./content-kinds";
import { newestCompatibleVersions } from "./catalogue-versions";

// The content page's reads: what is installed (with the catalogue's names and icons and whether a newer
// compatible version exists: three batched lookups whatever the number of rows) and a catalogue search limited
// to what runs on the server.

export const CONTENT_SEARCH_PAGE = 20;

export async function listContent(db: DbOrTx, actor: Actor | null, serverId: string) {
  const server = await manageableServer(db, actor, serverId);
  const rows = await db.hostingServerContent.findMany({
    where: { serverId: server.id },
    orderBy: { installedAt: "asc" },
  });
  const ids = rows.map((row) => row.projectId);
  const fit = compatibility(server);
  const [cards, newest] = await Promise.all([
    visibleProjectCards(db, actor, ids),
    newestCompatibleVersions(db, actor, ids, fit),
  ]);
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  return {
    kind: fit.kind,
    loader: server.loader,
    gameVersion: server.gameVersion,
    items: rows.map((row) => {
      const card = cardOf.get(row.projectId);
      const latest = newest.get(row.projectId);
      return {
        projectId: row.projectId,
        versionId: row.versionId,
        kind: row.kind,
        path: row.path,
        installedAt: row.installedAt,
        // A project hidden since it was installed still shows, by its file.
        title: card?.name ?? row.path.split("/").pop() ?? row.projectId,
        href: card?.href ?? null,
        iconUrl: card?.iconUrl ?? null,
        update:
          latest && latest.id !== row.versionId ? { versionId: latest.id, versionNumber: latest.versionNumber } : null,
      };
    }),
  };
}

/** Catalogue projects that run on the server (its loaders and game version in the same version; no modpacks). */
export async function searchContent(
  db: DbOrTx,
  actor: Actor | null,
  serverId: string,
  input: { query: string; offset: number },
) {
  const server = await manageableServer(db, actor, serverId);
  const fit = compatibility(server);
  const facets = [
    fit.loaders.map((loader) => `categories:${loader}`),
    [`versions:${fit.gameVersion}`],
    ["project_type!=modpack"],
    ["server_side!=unsupported"],
  ];
  const request = parseSearchParams({
    query: input.query,
    facets: JSON.stringify(facets),
    offset: String(input.offset),
    limit: String(CONTENT_SEARCH_PAGE),
  });
  const result = await (await searchEngine()).search(request);
  const installed = new Set(
    (
      await db.hostingServerContent.findMany({
        where: { serverId: server.id, projectId: { in: result.hits.map((hit) => hit.project_id) } },
        select: { projectId: true },
      })
    ).map((row) => row.projectId),
  );
  return {
    total: result.total_hits,
    offset: result.offset,
    hits: result.hits.map((hit) => ({
      projectId: hit.project_id,
      slug: hit.slug,
      title: hit.title,
      description: hit.description,
      iconUrl: hit.icon_url,
      downloads: hit.downloads,
      installed: installed.has(hit.project_id),
    })),
  };
}
