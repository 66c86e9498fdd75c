// The PostgreSQL engine's read path: which statements a search runs, and the hits of the chosen page.
import type { Db } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import {
  fuzzyPageSql,
  hitsSql,
  isRanked,
  PROBE_SETTINGS,
  probedOrderedPageSql,
  probedRankedPageSql,
  WALK_SETTINGS,
  walkedOrderedPageSql,
  walkedRankedPageSql,
} from "./postgres-query";
import type { TextMode } from "./postgres-query";
import type { SearchHit, SearchResult } from "./search-engine";

/** The ranked candidates of a relevance page, and the number of matches counted exactly. */
export interface SearchLimits {
  cap: number;
  exactHits: number;
}

type ProbeRow = { matched: bigint; last_block: bigint | number; blocks: bigint; ids: string[] };

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
 * One request: a probe reads at most `exactHits` matches (through the text and facet indexes) and, when that
 * is all of them, computes the page from them in the same statement; otherwise the matches are dense and the
 * page is a walk of the sort's index that stops after offset + limit matches.
 */
export async function searchWith(
  db: Db,
  request: SearchRequest,
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
    const [row] = await db.$queryRaw<{ matched: bigint; ids: string[] }[]>(fuzzyPageSql(request));
    return result(row?.ids ?? [], Number(row?.matched ?? 0));
  }
  const threshold = limits.exactHits;
  const ranked = isRanked(request) && mode !== null;
  const probe = ranked
    ? probedRankedPageSql(request, "fulltext", threshold, limits.cap)
    : probedOrderedPageSql(request, mode, threshold);
  const [, rows] = await db.$transaction([db.$queryRaw(PROBE_SETTINGS), db.$queryRaw<ProbeRow[]>(probe)]);
  const row = rows[0]!;
  const total = totalHits(row, threshold);
  if (Number(row.matched) < threshold) return result(row.ids, total);
  const walk = ranked ? walkedRankedPageSql(request, "fulltext", limits.cap) : walkedOrderedPageSql(request, mode);
  const [, page] = await db.$transaction([db.$queryRaw(WALK_SETTINGS), db.$queryRaw<{ project_id: string }[]>(walk)]);
  return result(
    page.map((r) => r.project_id),
    total,
  );
}
