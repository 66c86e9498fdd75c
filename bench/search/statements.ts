import type pg from "pg";

import {
  countSql,
  hitsSql,
  isRanked,
  orderedPageSql,
  rankedPageSql,
  RELEVANCE_CANDIDATES,
} from "../../modules/search/src/server/engines/postgres-query";
import type { SearchRequest } from "../../modules/search/src/server/search-query";

/**
 * The engine's work for a first-pages request whose words match (no typo fallback), as bare statements
 * sent with `pg`: the page's ids (and the count, at the same time or in the same statement), then the hits.
 */
export async function bareSearch(pool: pg.Pool, request: SearchRequest): Promise<number> {
  const mode = request.text ? "fulltext" : null;
  const run = (sql: { text: string; values: unknown[] }) => pool.query(sql.text, sql.values);
  let ids: string[];
  if (isRanked(request) && mode && request.offset + request.limit <= RELEVANCE_CANDIDATES) {
    ids = (await run(rankedPageSql(request, mode, request.offset, request.limit))).rows.map((r) => r.project_id);
  } else {
    const [page] = await Promise.all([
      run(orderedPageSql(request, mode, request.offset, request.limit)),
      run(countSql(request, mode)),
    ]);
    ids = page.rows.map((r) => r.project_id);
  }
  return (await run(hitsSql(ids))).rowCount ?? 0;
}
