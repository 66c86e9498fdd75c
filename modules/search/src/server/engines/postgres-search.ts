// The PostgreSQL engine's read path: which statements a search runs, and the hits of the chosen page.
import type { Db } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import {
  candidateCountSql,
  countSql,
  hitsSql,
  isRanked,
  orderedPageSql,
  rankedPageSql,
  restPageSql,
} from "./postgres-query";
import type { TextMode } from "./postgres-query";
import type { SearchHit, SearchResult } from "./search-engine";

type IdRow = { project_id: string };
type CountRow = { total: bigint };

const idsOf = (rows: IdRow[]) => rows.map((row) => row.project_id);

async function hitsOf(db: Db, ids: string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<{ project_id: string; hit: SearchHit }[]>(hitsSql(ids));
  const byId = new Map(rows.map((row) => [row.project_id, row.hit]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Pages past the ranked candidates: the rest of the candidates, then the other matches by downloads. */
async function deepRankedPage(db: Db, request: SearchRequest, mode: TextMode, cap: number): Promise<string[]> {
  const { offset, limit } = request;
  const [counted] = await db.$queryRaw<CountRow[]>(candidateCountSql(request, mode, cap));
  const candidates = Number(counted?.total ?? 0);
  const ids: string[] = [];
  if (offset < candidates) {
    const size = Math.min(limit, candidates - offset);
    ids.push(...idsOf(await db.$queryRaw<IdRow[]>(rankedPageSql(request, mode, offset, size, cap))));
  }
  if (ids.length < limit) {
    const rest = await db.$queryRaw<IdRow[]>(
      restPageSql(request, mode, Math.max(0, offset - candidates), limit - ids.length, cap),
    );
    ids.push(...idsOf(rest));
  }
  return ids;
}

export async function searchWith(
  db: Db,
  request: SearchRequest,
  mode: TextMode | null,
  cap: number,
): Promise<SearchResult> {
  const { offset, limit } = request;
  const result = async (ids: string[], total: bigint | number | undefined): Promise<SearchResult> => ({
    hits: await hitsOf(db, ids),
    offset,
    limit,
    total_hits: Number(total ?? 0),
  });
  const count = async () => (await db.$queryRaw<CountRow[]>(countSql(request, mode)))[0]?.total;
  if (isRanked(request) && mode) {
    // Within the first `cap` positions a page is made of ranked candidates; one statement also counts.
    if (offset + limit <= cap) {
      const rows = await db.$queryRaw<(IdRow & CountRow)[]>(rankedPageSql(request, mode, offset, limit, cap));
      return result(idsOf(rows), rows[0] ? rows[0].total : await count());
    }
    const [hits, total] = await Promise.all([deepRankedPage(db, request, mode, cap), count()]);
    return result(hits, total);
  }
  // The page (an index order) and the count are independent: two connections at once.
  const [rows, total] = await Promise.all([
    db.$queryRaw<IdRow[]>(orderedPageSql(request, mode, offset, limit)),
    count(),
  ]);
  return result(idsOf(rows), total);
}
