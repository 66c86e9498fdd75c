import type { Db } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import { EXACT_HITS, pairKey, PREFIX_PROBE, RELEVANCE_CANDIDATES } from "./postgres-query";
import { searchWith } from "./postgres-search";
import { ensureSearchSchema, TEXT_ROW_COLUMNS, TEXT_ROW_SELECT, TITLE_WORDS_SELECT } from "./postgres-schema";
import { versionCategories } from "./search-engine";
import type { SearchDocument, SearchEngine, SearchRebuild, SearchResult } from "./search-engine";

/** The per-project unions and same-version pairs that let facets filter on the project row (see facetSql). */
function versionArrays(doc: SearchDocument) {
  const categories = new Set<string>();
  const gameVersions = new Set<string>();
  const pairs = new Set<string>();
  for (const version of doc.versions) {
    const versionCats = versionCategories(doc, version);
    for (const category of versionCats) categories.add(category);
    for (const gameVersion of version.gameVersions) {
      gameVersions.add(gameVersion);
      for (const category of versionCats) pairs.add(pairKey(category, gameVersion));
    }
  }
  return { categories: [...categories], gameVersions: [...gameVersions], pairs: [...pairs] };
}

/** The default engine: PostgreSQL full-text search with trigram typo tolerance, in the same database. */
export function postgresSearchEngine(
  db: Db,
  options: { relevanceCandidates?: number; exactHits?: number; prefixProbe?: number } = {},
): SearchEngine & { ensureSchema(): Promise<void> } {
  const limits = {
    cap: options.relevanceCandidates ?? RELEVANCE_CANDIDATES,
    exactHits: options.exactHits ?? EXACT_HITS,
    prefixProbe: options.prefixProbe ?? PREFIX_PROBE,
  };
  const engine: SearchEngine & { ensureSchema(): Promise<void> } = {
    ensureSchema: () => ensureSearchSchema(db),

    async search(request: SearchRequest): Promise<SearchResult> {
      const result = await searchWith(db, request, request.text ? "fulltext" : null, limits);
      // Typo tolerance only when the words themselves find nothing.
      if (request.text && result.total_hits === 0) return searchWith(db, request, "fuzzy", limits);
      return result;
    },

    async upsert(documents: SearchDocument[]): Promise<void> {
      if (documents.length === 0) return;
      await db.$transaction(async (tx) => {
        for (const doc of documents) {
          const h = doc.hit;
          const arrays = versionArrays(doc);
          await tx.$executeRaw`
            INSERT INTO search_projects (project_id, title, slug, author, description, project_type, license,
              open_source, client_side, server_side, downloads, follows, created_ts, modified_ts, v_categories,
              v_game_versions, v_pairs)
            VALUES (${h.project_id}, ${h.title}, ${h.slug}, ${h.author}, ${h.description},
              ${h.project_type}, ${h.license}, ${doc.openSource}, ${h.client_side}, ${h.server_side}, ${h.downloads},
              ${h.follows}, ${doc.createdTimestamp}, ${doc.modifiedTimestamp}, ${arrays.categories}::text[],
              ${arrays.gameVersions}::text[], ${arrays.pairs}::text[])
            ON CONFLICT (project_id) DO UPDATE SET title = EXCLUDED.title, slug = EXCLUDED.slug,
              author = EXCLUDED.author, description = EXCLUDED.description, project_type = EXCLUDED.project_type,
              license = EXCLUDED.license, open_source = EXCLUDED.open_source, client_side = EXCLUDED.client_side,
              server_side = EXCLUDED.server_side, downloads = EXCLUDED.downloads, follows = EXCLUDED.follows,
              created_ts = EXCLUDED.created_ts, modified_ts = EXCLUDED.modified_ts,
              v_categories = EXCLUDED.v_categories, v_game_versions = EXCLUDED.v_game_versions,
              v_pairs = EXCLUDED.v_pairs, indexed_at = now()`;
          await tx.$executeRaw`
            INSERT INTO search_hits (project_id, hit) VALUES (${h.project_id}, ${JSON.stringify(h)}::jsonb)
            ON CONFLICT (project_id) DO UPDATE SET hit = EXCLUDED.hit`;
          await tx.$executeRaw`DELETE FROM search_versions WHERE project_id = ${h.project_id}`;
          if (doc.versions.length > 0) {
            const values = doc.versions.map(
              (v) =>
                Prisma.sql`(${h.project_id}, ${v.id}, ${versionCategories(doc, v)}::text[], ${v.gameVersions}::text[])`,
            );
            await tx.$executeRaw`INSERT INTO search_versions (project_id, version_id, categories, game_versions)
              VALUES ${Prisma.join(values)}`;
          }
        }
        const ids = documents.map((doc) => doc.hit.project_id);
        await tx.$executeRaw`
          INSERT INTO search_text ${Prisma.raw(TEXT_ROW_COLUMNS)} ${Prisma.raw(TEXT_ROW_SELECT)}
          WHERE p.project_id = ANY(${ids}::text[])
          ON CONFLICT (project_id) DO UPDATE SET downloads = EXCLUDED.downloads,
            project_type = EXCLUDED.project_type, title = EXCLUDED.title, tsv = EXCLUDED.tsv,
            popularity = EXCLUDED.popularity, follows = EXCLUDED.follows, created_ts = EXCLUDED.created_ts,
            modified_ts = EXCLUDED.modified_ts`;
        await tx.$executeRaw`INSERT INTO search_words (word) ${Prisma.raw(TITLE_WORDS_SELECT)}
          AND t.project_id = ANY(${ids}::text[]) ON CONFLICT DO NOTHING`;
      });
    },

    async remove(projectIds: string[]): Promise<void> {
      if (projectIds.length === 0) return;
      await db.$executeRaw`DELETE FROM search_projects WHERE project_id = ANY(${projectIds}::text[])`;
    },

    /**
     * Rebuilds in place: every public project is upserted, then the rows written before the rebuild began
     * are dropped. Live re-indexing during the rebuild writes rows after that moment too, so a project made
     * public meanwhile stays (the database's clock stamps both).
     */
    async beginRebuild(): Promise<SearchRebuild> {
      // As text: a JavaScript Date would drop the microseconds.
      const [row] = await db.$queryRaw<{ began: string }[]>`SELECT now()::text AS began`;
      const began = row!.began;
      return {
        write: (documents) => engine.upsert(documents),
        async finish() {
          await db.$executeRaw`DELETE FROM search_projects WHERE indexed_at < ${began}::timestamptz`;
        },
      };
    },
  };
  return engine;
}
