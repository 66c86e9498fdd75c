import { searchRecords } from "@hopper/catalog/server";
import type { SearchRecord } from "@hopper/catalog/server";
import type { Db } from "@hopper/core/db";

import type { SearchDocument, SearchEngine } from "./engines/search-engine";
import { withIndexLock } from "./index-lock";

/** Projects read and written per locked step (the catalogue's page size: a larger read would be cut short). */
export const INDEX_CHUNK = 500;

/** A catalogue record → the engine's document (the API's hit plus per-version facets). */
export function toSearchDocument(record: SearchRecord): SearchDocument {
  const gameVersions = [...new Set(record.versions.flatMap((v) => v.gameVersions))];
  const loaders = [...new Set(record.versions.flatMap((v) => v.loaders))];
  const featured = record.gallery.find((g) => g.featured) ?? null;
  return {
    hit: {
      project_id: record.id,
      project_type: record.projectType,
      slug: record.slug,
      author: record.author,
      title: record.title,
      description: record.summary,
      categories: [...record.categories, ...record.additionalCategories, ...loaders],
      display_categories: [...record.categories, ...loaders],
      versions: gameVersions,
      downloads: record.downloads,
      follows: record.follows,
      icon_url: record.iconUrl,
      date_created: record.created.toISOString(),
      date_modified: record.modified.toISOString(),
      latest_version: record.versions[0]?.id ?? null,
      license: record.license,
      client_side: record.clientSide,
      server_side: record.serverSide,
      gallery: record.gallery.map((g) => g.url),
      featured_gallery: featured?.url ?? null,
      color: record.color,
    },
    projectCategories: [...record.categories, ...record.additionalCategories],
    openSource: record.openSource,
    createdTimestamp: Math.floor(record.created.getTime() / 1000),
    modifiedTimestamp: Math.floor(record.modified.getTime() / 1000),
    versions: record.versions.map((v) => ({ id: v.id, loaders: v.loaders, gameVersions: v.gameVersions })),
  };
}

/**
 * Re-indexes some projects: public ones are upserted, hidden or deleted ones removed. Each chunk is read
 * and written under the index lock (see withIndexLock), so the index ends with the latest read.
 */
export async function indexProjects(db: Db, engine: SearchEngine, projectIds: string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  for (let start = 0; start < unique.length; start += INDEX_CHUNK) {
    const chunk = unique.slice(start, start + INDEX_CHUNK);
    await withIndexLock(db, async () => {
      const { records, hidden } = await searchRecords(db, { projectIds: chunk, take: chunk.length });
      const found = new Set([...records.map((r) => r.id), ...hidden]);
      await engine.upsert(records.map(toSearchDocument));
      await engine.remove([...hidden, ...chunk.filter((id) => !found.has(id))]);
    });
  }
}
