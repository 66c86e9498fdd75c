// The PostgreSQL engine's read path: which statements a search runs, and the hits of the chosen page.
import type { Db } from "@hopper/core/db";

import {
  correctedQuery,
  correctedText,
  correctionsSql,
  densitySql,
  hitsSql,
  isRanked,
  PROBE_SETTINGS,
  probedOrderedPageSql,
  probedRankedPageSql,
  WALK_SETTINGS,
  walkedOrderedPageSql,
  walkedRankedPageSql,
  wordsOf,
} from "./postgres-query";
import type { EngineRequest, TextMode } from "./postgres-query";
import type { SearchHit, SearchResult } from "./search-engine";

/**
 * The ranked candidates of a relevance page, the number of matches counted exactly, and the titles starting
 * with the text that a walked ranked page reads before calling the prefix common.
 */
export interface SearchLimits {
  cap: number;
  exactHits: number;
  prefixProbe: number;
}

type ProbeRow = { matched: bigint; last_block: bigint | number; blocks: bigint; ids: string[] };
/** The density sample: rows matching, rows whose title starts with the text (ranked pages), rows sampled. */
export type DensityRow = { hits: bigint; prefix_hits: bigint; sampled: bigint; rows: bigint };
type Sample = Pick<DensityRow, "hits" | "sampled" | "rows">;
type IdRow = { project_id: string };

/** The matches a density sample suggests (0 when nothing was sampled). */
export function densityEstimate(row: Sample | undefined): number {
  const sampled = Number(row?.sampled ?? 0);
  return row && sampled > 0 ? Math.round((Number(row.hits) / sampled) * Number(row.rows)) : 0;
}

/**
 * Whether the sample shows more matches than the threshold beyond doubt: even three standard deviations
 * fewer sampled hits (a count of k varies by about √k) would estimate at least the threshold. Then the
 * count is not needed, and neither is the probe.
 */
export function surelyAbove(row: Sample | undefined, threshold: number): boolean {
  const sampled = Number(row?.sampled ?? 0);
  if (!row || sampled === 0) return false;
  const hits = Number(row.hits);
  return ((hits - 3 * Math.sqrt(hits)) / sampled) * Number(row.rows) >= threshold;
}

/**
 * Whether the sample shows beyond doubt that the title-prefix probe would fill up (then the probe is skipped
 * and a popularity walk filtered by the prefix finds the most popular such titles).
 */
export const prefixIsCommon = (row: DensityRow | undefined, probe: number) =>
  surelyAbove(row && { ...row, hits: row.prefix_hits }, probe);

async function hitsOf(db: Db, ids: string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<{ project_id: string; hit: SearchHit }[]>(hitsSql(ids));
  const byId = new Map(rows.map((row) => [row.project_id, row.hit]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Exact below the threshold; beyond it the probe read the first `threshold` matches in heap order, so the
 * matches' density over the blocks read, times the table's blocks, estimates them (never below the threshold).
 */
export function totalHits(row: ProbeRow, threshold: number): number {
  const matched = Number(row.matched);
  if (matched < threshold) return matched;
  const read = Number(row.last_block) + 1;
  return Math.max(threshold, Math.round((threshold * Number(row.blocks)) / read));
}

/**
 * One request: a block sample of fixed size estimates the matches. Surely more than `exactHits`: the
 * page is a walk of the sort's index that stops after offset + limit matches, and total_hits the estimate.
 * Otherwise a probe reads at most `exactHits` matches (through the text and facet indexes) and, when that is
 * all of them, computes the page from them in the same statement (total_hits exact); if it found the
 * threshold, the page is a walk and total_hits is estimated from the blocks the probe read.
 */
export async function searchWith(
  db: Db,
  request: EngineRequest,
  mode: TextMode | null,
  limits: SearchLimits,
): Promise<SearchResult> {
  const { offset, limit } = request;
  const result = async (ids: string[], total: number): Promise<SearchResult> => ({
    hits: await hitsOf(db, ids),
    offset,
    limit,
    total_hits: total,
  });
  if (mode === "fuzzy") {
    const words = wordsOf(request.text);
    const rows = words.length ? await db.$queryRaw<{ word: string; near: string[] }[]>(correctionsSql(words)) : [];
    const tsquery = correctedQuery(rows);
    if (!tsquery) return result([], 0);
    return searchWith(db, { ...request, tsquery, titleText: correctedText(rows) }, "fulltext", limits);
  }
  const threshold = limits.exactHits;
  const ranked = isRanked(request) && mode !== null;
  const [density] = await db.$queryRaw<DensityRow[]>(densitySql(request, mode));
  const walk = async () => {
    const prefix = { common: prefixIsCommon(density, limits.prefixProbe), probe: limits.prefixProbe };
    const sql = ranked
      ? walkedRankedPageSql(request, "fulltext", limits.cap, prefix)
      : walkedOrderedPageSql(request, mode);
    const [, page] = await db.$transaction([db.$queryRaw(WALK_SETTINGS), db.$queryRaw<IdRow[]>(sql)]);
    return page.map((r) => r.project_id);
  };
  // Surely more matches than the threshold (by a sample of fixed size): walk at once, the total estimated.
  if (surelyAbove(density, threshold)) return result(await walk(), Math.max(threshold, densityEstimate(density)));
  const probe = ranked
    ? probedRankedPageSql(request, "fulltext", threshold, limits.cap)
    : probedOrderedPageSql(request, mode, threshold);
  const [, rows] = await db.$transaction([db.$queryRaw(PROBE_SETTINGS), db.$queryRaw<ProbeRow[]>(probe)]);
  const row = rows[0]!;
  if (Number(row.matched) < threshold) return result(row.ids, Number(row.matched));
  return result(await walk(), totalHits(row, threshold));
}
