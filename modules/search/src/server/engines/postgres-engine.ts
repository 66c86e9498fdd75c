import type { Db } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import { searchSql } from "./postgres-query";
import { ensureSearchSchema } from "./postgres-schema";
import type { SearchDocument, SearchEngine, SearchHit, SearchResult } from "./search-engine";

/** The default engine: PostgreSQL full-text search with trigram typo tolerance, in the same database. */
export function postgresSearchEngine(db: Db): SearchEngine & { ensureSchema(): Promise<void> } {
  return {
    ensureSchema: () => ensureSearchSchema(db),

    async search(request: SearchRequest): Promise<SearchResult> {
      const rows = await db.$queryRaw<{ hit: SearchHit; total: bigint }[]>(searchSql(request));
      let total = rows[0] ? Number(rows[0].total) : 0;
      if (rows.length === 0 && request.offset > 0) {
        // Past the last page the window count is unavailable; count without the page.
        const count = await db.$queryRaw<{ total: bigint }[]>(
          searchSql({ ...request, offset: 0, limit: 1, sort: "downloads" }),
        );
        total = count[0] ? Number(count[0].total) : 0;
      }
      return { hits: rows.map((row) => row.hit), offset: request.offset, limit: request.limit, total_hits: total };
    },

    async upsert(documents: SearchDocument[]): Promise<void> {
      if (documents.length === 0) return;
      await db.$transaction(async (tx) => {
        for (const doc of documents) {
          const h = doc.hit;
          await tx.$executeRaw`
            INSERT INTO search_projects (project_id, hit, title, slug, author, description, project_type, license,
              open_source, client_side, server_side, downloads, follows, created_ts, modified_ts)
            VALUES (${h.project_id}, ${JSON.stringify(h)}::jsonb, ${h.title}, ${h.slug}, ${h.author}, ${h.description},
              ${h.project_type}, ${h.license}, ${doc.openSource}, ${h.client_side}, ${h.server_side}, ${h.downloads},
              ${h.follows}, ${doc.createdTimestamp}, ${doc.modifiedTimestamp})
            ON CONFLICT (project_id) DO UPDATE SET hit = EXCLUDED.hit, title = EXCLUDED.title, slug = EXCLUDED.slug,
              author = EXCLUDED.author, description = EXCLUDED.description, project_type = EXCLUDED.project_type,
              license = EXCLUDED.license, open_source = EXCLUDED.open_source, client_side = EXCLUDED.client_side,
              server_side = EXCLUDED.server_side, downloads = EXCLUDED.downloads, follows = EXCLUDED.follows,
              created_ts = EXCLUDED.created_ts, modified_ts = EXCLUDED.modified_ts`;
          await tx.$executeRaw`DELETE FROM search_versions WHERE project_id = ${h.project_id}`;
          if (doc.versions.length > 0) {
            const values = doc.versions.map(
              (v) =>
                Prisma.sql`(${h.project_id}, ${v.id}, ${[...new Set([...h.categories, ...v.loaders])]}::text[], ${v.gameVersions}::text[])`,
            );
            await tx.$executeRaw`INSERT INTO search_versions (project_id, version_id, categories, game_versions)
              VALUES ${Prisma.join(values)}`;
          }
        }
      });
    },

    async remove(projectIds: string[]): Promise<void> {
      if (projectIds.length === 0) return;
      await db.$executeRaw`DELETE FROM search_projects WHERE project_id = ANY(${projectIds}::text[])`;
    },
  };
}
