import { Prisma } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import { facetSql } from "./postgres-facets";

export { conditionSql, facetSql, pairKey } from "./postgres-facets";

type Sql = Prisma.Sql;

/**
 * How the text matches: by weighted full text with prefixes first; only when that finds nothing, by
 * trigram similarity of the title (typos), which is much slower on a large catalogue.
 */
export type TextMode = "fulltext" | "fuzzy";

/**
 * Relevance ranks this many of the most downloaded matches (plus the most downloaded fifth as many of the
 * titles starting with the text); the other matches follow by downloads. Ranking every match of a
 * one-letter query would read each row's text vector; a first page rarely goes past the 500 most used.
 */
export const RELEVANCE_CANDIDATES = 500;

/** How many titles starting with the text join the ranked candidates: a fifth of the cap. */
export const titlePrefixCandidates = (cap: number) => Math.max(1, Math.ceil(cap / 5));

/** Words → a prefix tsquery (`magic:* & storage:*`); characters outside letters and digits are dropped. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const LOWER_TITLE = Prisma.sql`lower(p.title)`;
/** search_text keeps the title lower-cased. */
const TEXT_TABLE_TITLE = Prisma.sql`p.title`;

/**
 * The rank of text that matches nothing. Typed, because a bare `0` in `ORDER BY 0 DESC` is read as an output
 * column position and fails ("ORDER BY position 0 is not in select list") for text without letters or digits.
 */
const NO_RANK = Prisma.sql`0::real`;

/** The text condition and rank over `p`, whose lower-cased title is `title`. */
function textMatch(
  request: SearchRequest,
  mode: TextMode | null,
  title: Sql = LOWER_TITLE,
): { where: Sql | null; rank: Sql } {
  if (!request.text || !mode) return { where: null, rank: NO_RANK };
  const text = request.text.toLowerCase();
  if (mode === "fuzzy") {
    return { where: Prisma.sql`${title} % ${text}`, rank: Prisma.sql`similarity(${title}, ${text})` };
  }
  const tsquery = prefixQuery(text);
  if (!tsquery) return { where: Prisma.sql`false`, rank: NO_RANK };
  return {
    where: Prisma.sql`p.tsv @@ to_tsquery('simple', ${tsquery})`,
    rank: Prisma.sql`ts_rank(p.tsv, to_tsquery('simple', ${tsquery})) + similarity(${title}, ${text})`,
  };
}

/**
 * Whether the matches can be read from the narrow search_text table: full-text matching with no facet
 * but the project type (the trigram index of typo matching and the other facets' columns are on
 * search_projects).
 */
export function textTableServes(request: SearchRequest, mode: TextMode | null): boolean {
  return (
    mode === "fulltext" &&
    request.facets.every((group) =>
      group.every((entry) => (Array.isArray(entry) ? entry : [entry]).every((c) => c.field === "project_type")),
    )
  );
}

/** The table whose rows `p` the matches are read from (see textTableServes). */
const matchTable = (request: SearchRequest, mode: TextMode | null): Sql =>
  textTableServes(request, mode) ? Prisma.sql`search_text` : Prisma.sql`search_projects`;

function whereSql(request: SearchRequest, mode: TextMode | null, extra: Sql[] = []): Sql {
  const parts = [textMatch(request, mode).where, facetSql(request.facets), ...extra].filter(
    (part): part is Sql => part !== null,
  );
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

const ORDER: Record<SearchRequest["sort"], Sql> = {
  relevance: Prisma.sql`ORDER BY p.downloads DESC, p.project_id`,
  downloads: Prisma.sql`ORDER BY p.downloads DESC, p.project_id`,
  follows: Prisma.sql`ORDER BY p.follows DESC, p.project_id`,
  newest: Prisma.sql`ORDER BY p.created_ts DESC, p.project_id`,
  updated: Prisma.sql`ORDER BY p.modified_ts DESC, p.project_id`,
  alphabetical: Prisma.sql`ORDER BY lower(p.title), p.project_id`,
};

/** Whether the page needs ranking (relevance with text) rather than an index order. */
export const isRanked = (request: SearchRequest) => request.sort === "relevance" && request.text !== "";

/** The number of matches. */
export function countSql(request: SearchRequest, mode: TextMode | null): Sql {
  return Prisma.sql`SELECT count(*) AS total FROM ${matchTable(request, mode)} p ${whereSql(request, mode)}`;
}

/** Project ids of a page in a column order (every sort but ranked relevance; relevance without text is by downloads). */
export function orderedPageSql(request: SearchRequest, mode: TextMode | null, offset: number, limit: number): Sql {
  return Prisma.sql`SELECT p.project_id FROM search_projects p ${whereSql(request, mode)} ${ORDER[request.sort]}
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The matches (read once) and the ranked candidates among them: the most downloaded, plus titles that
 * start with the text (so "Sodium" finds Sodium however many mods mention sodium).
 */
function candidatesSql(request: SearchRequest, mode: TextMode, cap: number): Sql {
  const text = request.text.toLowerCase();
  const titlePrefix =
    text.length >= 3
      ? Prisma.sql` UNION (SELECT project_id FROM matched WHERE title LIKE ${text.replace(/[\\%_]/g, "\\$&") + "%"}
          ORDER BY downloads DESC, project_id LIMIT ${titlePrefixCandidates(cap)})`
      : Prisma.empty;
  const matched = textTableServes(request, mode)
    ? Prisma.sql`SELECT p.project_id, p.downloads, p.title FROM search_text p ${whereSql(request, mode)}`
    : Prisma.sql`SELECT p.project_id, p.downloads, lower(p.title) AS title FROM search_projects p ${whereSql(request, mode)}`;
  return Prisma.sql`matched AS MATERIALIZED (${matched}),
    candidates AS MATERIALIZED (
      (SELECT project_id FROM matched ORDER BY downloads DESC, project_id LIMIT ${cap})${titlePrefix})`;
}

/** Project ids of a page of the ranked candidates, each row with the number of matches. */
export function rankedPageSql(
  request: SearchRequest,
  mode: TextMode,
  offset: number,
  limit: number,
  cap = RELEVANCE_CANDIDATES,
): Sql {
  return Prisma.sql`WITH ${candidatesSql(request, mode, cap)}
    SELECT p.project_id, (SELECT count(*) FROM matched) AS total
    FROM candidates c JOIN search_text p ON p.project_id = c.project_id
    ORDER BY ${textMatch(request, mode, TEXT_TABLE_TITLE).rank} DESC, p.downloads DESC, p.project_id
    LIMIT ${limit} OFFSET ${offset}`;
}

/** The number of ranked candidates (only needed for pages past them). */
export function candidateCountSql(request: SearchRequest, mode: TextMode, cap = RELEVANCE_CANDIDATES): Sql {
  return Prisma.sql`WITH ${candidatesSql(request, mode, cap)} SELECT count(*) AS total FROM candidates`;
}

/** Project ids of a page of the matches after the ranked candidates, by downloads. */
export function restPageSql(
  request: SearchRequest,
  mode: TextMode,
  offset: number,
  limit: number,
  cap = RELEVANCE_CANDIDATES,
): Sql {
  const outside = Prisma.sql`NOT EXISTS (SELECT 1 FROM candidates c WHERE c.project_id = p.project_id)`;
  return Prisma.sql`WITH ${candidatesSql(request, mode, cap)}
    SELECT p.project_id FROM ${matchTable(request, mode)} p ${whereSql(request, mode, [outside])}
    ORDER BY p.downloads DESC, p.project_id LIMIT ${limit} OFFSET ${offset}`;
}

/** The stored hits of a page's projects (kept apart so the filtered and sorted table stays narrow). */
export function hitsSql(projectIds: string[]): Sql {
  return Prisma.sql`SELECT project_id, hit FROM search_hits WHERE project_id = ANY(${projectIds}::text[])`;
}
