import type pg from "pg";

import {
  correctedQuery,
  correctedText,
  correctionsSql,
  densitySql,
  EXACT_HITS,
  hitsSql,
  isRanked,
  PREFIX_PROBE,
  PROBE_SETTINGS,
  probedOrderedPageSql,
  probedRankedPageSql,
  RELEVANCE_CANDIDATES,
  WALK_SETTINGS,
  walkedOrderedPageSql,
  walkedRankedPageSql,
  wordsOf,
} from "../../modules/search/src/server/engines/postgres-query";
import type { EngineRequest } from "../../modules/search/src/server/engines/postgres-query";
import { prefixIsCommon, surelyAbove } from "../../modules/search/src/server/engines/postgres-search";
import type { DensityRow } from "../../modules/search/src/server/engines/postgres-search";

type Statement = { text: string; values: unknown[] };
type Run = (sql: Statement) => Promise<pg.QueryResult>;

/**
 * The engine's statements for one request (as postgres-search.ts runs them), with `run` (bare `pg`; `explain`
 * sees each first): the density sample, then the walk (with its planner settings, in a transaction; a ranked
 * one reads the title-prefix probe unless the sample shows the prefix common) or the probe and, when it found
 * the threshold, the walk. Typo requests (`fuzzy`) first look up the corrections
 * of their words. Returns the page's ids.
 */
export async function searchStatements(
  run: Run,
  request: EngineRequest,
  fuzzy: boolean,
  explain?: (label: string, sql: Statement) => Promise<void>,
): Promise<string[]> {
  const step = async (label: string, sql: Statement) => {
    if (explain) await explain(label, sql);
    return run(sql);
  };
  if (fuzzy) {
    // What the engine does: the words as typed first (they find nothing), then their corrections.
    await searchStatements(run, request, false, explain);
    const rows = (await step("typo: corrections", correctionsSql(wordsOf(request.text)))).rows;
    const tsquery = correctedQuery(rows as { word: string; near: string[] }[]);
    const titleText = correctedText(rows as { word: string; near: string[] }[]);
    return tsquery ? searchStatements(run, { ...request, tsquery, titleText }, false, explain) : [];
  }
  const mode = request.text ? "fulltext" : null;
  const ranked = isRanked(request) && mode !== null;
  const density = (await step("density sample", densitySql(request, mode))).rows[0] as DensityRow;
  const walk = async () => {
    await run({ text: "BEGIN", values: [] });
    await run(WALK_SETTINGS);
    const prefix = { common: prefixIsCommon(density, PREFIX_PROBE), probe: PREFIX_PROBE };
    const sql = ranked
      ? walkedRankedPageSql(request, "fulltext", RELEVANCE_CANDIDATES, prefix)
      : walkedOrderedPageSql(request, mode);
    const ids = (await step("walk", sql)).rows.map((r: { project_id: string }) => r.project_id);
    await run({ text: "COMMIT", values: [] });
    return ids;
  };
  if (surelyAbove(density, EXACT_HITS)) return walk();
  await run({ text: "BEGIN", values: [] });
  await run(PROBE_SETTINGS);
  const probe = ranked
    ? probedRankedPageSql(request, "fulltext", EXACT_HITS, RELEVANCE_CANDIDATES)
    : probedOrderedPageSql(request, mode, EXACT_HITS);
  const row = (await step("probe", probe)).rows[0] as { matched: string; ids: string[] };
  await run({ text: "COMMIT", values: [] });
  if (Number(row.matched) < EXACT_HITS) return row.ids;
  return walk();
}

/** The engine's work for a request as bare statements on one pooled connection, then the page's hits. */
export async function bareSearch(pool: pg.Pool, request: EngineRequest, fuzzy: boolean): Promise<number> {
  const client = await pool.connect();
  try {
    const run: Run = (sql) => client.query(sql.text, sql.values);
    const ids = await searchStatements(run, request, fuzzy);
    return (await run(hitsSql(ids))).rowCount ?? 0;
  } finally {
    client.release();
  }
}
