import type pg from "pg";

import {
  EXACT_HITS,
  fuzzyPageSql,
  hitsSql,
  isRanked,
  PROBE_SETTINGS,
  probedOrderedPageSql,
  probedRankedPageSql,
  RELEVANCE_CANDIDATES,
  WALK_SETTINGS,
  walkedOrderedPageSql,
  walkedRankedPageSql,
} from "../../modules/search/src/server/engines/postgres-query";
import type { SearchRequest } from "../../modules/search/src/server/search-query";

type Statement = { text: string; values: unknown[] };
type Run = (sql: Statement) => Promise<pg.QueryResult>;

/**
 * The engine's statements for one request, run with `run` (bare `pg`, or EXPLAIN): the probe (with its
 * planner settings, in a transaction), the walk when the probe found the threshold, and the hits. Typo
 * requests (`fuzzy`) run the nearest-titles statement instead. Returns the page's ids.
 */
export async function searchStatements(
  run: Run,
  request: SearchRequest,
  fuzzy: boolean,
  explain?: (label: string, sql: Statement) => Promise<void>,
): Promise<string[]> {
  const step = async (label: string, sql: Statement) => {
    if (explain) await explain(label, sql);
    return run(sql);
  };
  if (fuzzy) return (await step("typo: nearest titles", fuzzyPageSql(request))).rows[0].ids as string[];
  const mode = request.text ? "fulltext" : null;
  const ranked = isRanked(request) && mode !== null;
  await run({ text: "BEGIN", values: [] });
  await run(PROBE_SETTINGS);
  const probe = ranked
    ? probedRankedPageSql(request, "fulltext", EXACT_HITS, RELEVANCE_CANDIDATES)
    : probedOrderedPageSql(request, mode, EXACT_HITS);
  const row = (await step("probe", probe)).rows[0] as { matched: string; ids: string[] };
  await run({ text: "COMMIT", values: [] });
  if (Number(row.matched) < EXACT_HITS) return row.ids;
  await run({ text: "BEGIN", values: [] });
  await run(WALK_SETTINGS);
  const walk = ranked
    ? walkedRankedPageSql(request, "fulltext", RELEVANCE_CANDIDATES)
    : walkedOrderedPageSql(request, mode);
  const ids = (await step("walk", walk)).rows.map((r: { project_id: string }) => r.project_id);
  await run({ text: "COMMIT", values: [] });
  return ids;
}

/** The engine's work for a request as bare statements on one pooled connection, then the page's hits. */
export async function bareSearch(pool: pg.Pool, request: SearchRequest, fuzzy: boolean): Promise<number> {
  const client = await pool.connect();
  try {
    const run: Run = (sql) => client.query(sql.text, sql.values);
    const ids = await searchStatements(run, request, fuzzy);
    return (await run(hitsSql(ids))).rowCount ?? 0;
  } finally {
    client.release();
  }
}
