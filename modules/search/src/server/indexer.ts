import { searchRecords } from "@hopper/catalog/server";
import type { SearchRecord } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

import type { SearchDocument, SearchEngine } from "./engines/search-engine";

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
    openSource: record.openSource,
    createdTimestamp: Math.floor(record.created.getTime() / 1000),
    modifiedTimestamp: Math.floor(record.modified.getTime() / 1000),
    versions: record.versions.map((v) => ({ id: v.id, loaders: v.loaders, gameVersions: v.gameVersions })),
  };
}

/** Re-indexes some projects: public ones are upserted, hidden or deleted ones removed. */
export async function indexProjects(db: DbOrTx, engine: SearchEngine, projectIds: string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  const { records, hidden } = await searchRecords(db, { projectIds: unique });
  const found = new Set([...records.map((r) => r.id), ...hidden]);
  await engine.upsert(records.map(toSearchDocument));
  await engine.remove([...hidden, ...unique.filter((id) => !found.has(id))]);
}

/** Every public project, in pages, for a full re-index. */
export async function* allDocuments(db: DbOrTx, pageSize = 500): AsyncGenerator<SearchDocument[]> {
  let after: string | undefined;
  for (;;) {
    const page = await searchRecords(db, { after, take: pageSize });
    if (page.records.length) yield page.records.map(toSearchDocument);
    if (!page.next) return;
    after = page.next;
  }
}
