import { Prisma } from "@hopper/core/db";

import type { SearchRequest } from "../search-query";
import { facetSql } from "./postgres-facets";

export { conditionSql, facetSql, pairKey } from "./postgres-facets";

type Sql = Prisma.Sql;

/** A request as the statements see it: the typo fallback replaces the text's tsquery by a corrected one. */
export type EngineRequest = SearchRequest & { tsquery?: string; titleText?: string };

/** The text titles are compared with: the typed text, or its best correction after a typo. */
const titleTextOf = (request: EngineRequest) => (request.titleText ?? request.text).toLowerCase();

/** A LIKE pattern for text starting with `text` (its wildcards escaped). */
const likePrefix = (text: string) => text.toLowerCase().replace(/[\\%_]/g, "\\$&") + "%";

/**
 * How the text matches: by weighted full text with prefixes first; only when that finds nothing, by the same
 * full text with each word widened to the catalogue's title words most similar to it (typos).
 */
export type TextMode = "fulltext" | "fuzzy";

/**
 * Relevance ranks this many of the most popular matches (plus the most popular fifth as many of the titles
 * starting with the text); the other matches follow by popularity. A first page rarely goes past the 500
 * most used, and ranking every match of a one-letter query would read each row's text vector.
 */
export const RELEVANCE_CANDIDATES = 200;

/**
 * total_hits is exact up to this many matches and an estimate (at least this many) beyond: counting every
 * match of a broad word reads every matching row, which is what a first page must not cost.
 */
export const EXACT_HITS = 10_000;

/**
 * Titles starting with the text are read (index only) up to this many; more than this means the prefix is
 * common, and its most popular titles come from a walk of the popularity index instead (cheap when dense:
 * about 100 × rows / 20,000 rows at most). When the density sample already shows that many, the probe is
 * not read at all (at 1M projects it read 20,000 entries for 'magic', 7.5 ms, only to be discarded).
 */
export const PREFIX_PROBE = 20_000;

/** How many titles starting with the text join the ranked candidates: a fifth of the cap. */
export const titlePrefixCandidates = (cap: number) => Math.max(1, Math.ceil(cap / 5));

/** The words of a text (letters and digits; at most 16). */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);

/** Words → a prefix tsquery (`magic:* & storage:*`); characters outside letters and digits are dropped. */
export function prefixQuery(text: string): string | null {
  const words = wordsOf(text);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A table matches are read from, with its lower-cased title (search_text stores it lower-cased). */
interface Source {
  table: Sql;
  name: string;
  title: Sql;
}
const PROJECTS: Source = {
  table: Prisma.sql`search_projects`,
  name: "search_projects",
  title: Prisma.sql`lower(p.title)`,
};
const TEXT: Source = {
  table: Prisma.sql`search_text`,
  name: "search_text",
  title: Prisma.sql`p.title`,
};

/**
 * The rank of text that matches nothing. Typed, because a bare `0` in `ORDER BY 0 DESC` is read as an output
 * column position and fails for text without letters or digits.
 */
const NO_RANK = Prisma.sql`0::real`;

/** The full-text condition over `p` (null without text). */
function textWhere(request: EngineRequest, mode: TextMode | null): Sql | null {
  if (!request.text || mode !== "fulltext") return null;
  const tsquery = request.tsquery ?? prefixQuery(request.text);
  return tsquery ? Prisma.sql`p.tsv @@ to_tsquery('simple', ${tsquery})` : Prisma.sql`false`;
}

/** The rank of a ranked candidate `t` (a search_text row). */
function rankSql(request: EngineRequest): Sql {
  const tsquery = request.tsquery ?? prefixQuery(request.text);
  if (!tsquery) return NO_RANK;
  const text = titleTextOf(request);
  return Prisma.sql`ts_rank(t.tsv, to_tsquery('simple', ${tsquery})) + similarity(t.title, ${text})`;
}

const onlyTypeFacets = (request: SearchRequest) =>
  request.facets.every((group) =>
    group.every((entry) => (Array.isArray(entry) ? entry : [entry]).every((c) => c.field === "project_type")),
  );

/**
 * Whether the matches can be read from the narrow search_text table: full-text matching with no facet but
 * the project type (what launchers send). It holds every sort key, each with a walk index that includes the
 * text vector and the type, so any sort is walked without reading a table row.
 */
export function textTableServes(request: EngineRequest, mode: TextMode | null): boolean {
  return mode === "fulltext" && onlyTypeFacets(request);
}

const sourceOf = (request: EngineRequest, mode: TextMode | null) => (textTableServes(request, mode) ? TEXT : PROJECTS);

function whereParts(request: EngineRequest, mode: TextMode | null, extra: Sql[] = []): Sql[] {
  return [textWhere(request, mode), facetSql(request.facets), ...extra].filter((part): part is Sql => part !== null);
}
const whereSql = (parts: Sql[]) => (parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty);

/** Whether a request filters at all (without a filter every row matches and no index narrows them). */
export const filters = (request: EngineRequest, mode: TextMode | null) => whereParts(request, mode).length > 0;

/** Whether the page needs ranking (relevance with text) rather than an index order. */
export const isRanked = (request: EngineRequest) => request.sort === "relevance" && request.text !== "";

/** The sort key of a column order, as an expression over `p`, and its direction (ties: project id ascending). */
function sortKey(request: EngineRequest, source: Source): { key: Sql; desc: boolean } {
  switch (request.sort) {
    case "follows":
      return { key: Prisma.sql`p.follows`, desc: true };
    case "newest":
      return { key: Prisma.sql`p.created_ts`, desc: true };
    case "updated":
      return { key: Prisma.sql`p.modified_ts`, desc: true };
    case "alphabetical":
      return { key: source.title, desc: false };
    default:
      return { key: Prisma.sql`p.downloads`, desc: true };
  }
}
const direction = (desc: boolean) => (desc ? Prisma.sql`DESC` : Prisma.empty);

/**
 * Block number of the last match read (the largest tuple id: tids order by block first), for the density
 * estimate of the total. One conversion of the largest tid, not one per match (8,933 matches: 3 ms).
 */
const LAST_BLOCK = Prisma.sql`coalesce((max(tid)::text::point)[0], 0)`;

/**
 * The first EXACT_HITS matches in heap order (the probe), with their count and the block of the last one,
 * and the table's size in blocks. Fewer than the threshold: the count is exact and the page is computed from
 * them. Otherwise total_hits = threshold × blocks / blocks read, and the page comes from a walk.
 */
function probeCtes(request: EngineRequest, mode: TextMode | null, source: Source, keys: Sql, threshold: number): Sql {
  return Prisma.sql`m AS MATERIALIZED (
      SELECT p.project_id, p.ctid AS tid, ${keys} FROM ${source.table} p ${whereSql(whereParts(request, mode))}
      LIMIT ${threshold}),
    n AS (SELECT count(*) AS matched, ${LAST_BLOCK} AS last_block,
      pg_relation_size(${source.name}::regclass) / current_setting('block_size')::bigint AS blocks FROM m)`;
}

/** Rows of the table the match density is sampled from (block sampling: about this many rows, a few pages). */
export const DENSITY_SAMPLE = 2_000;

/**
 * A repeatable block sample of the table a request reads: how many sampled rows match, out of how many, and
 * the table's row estimate. Its cost is fixed (about DENSITY_SAMPLE rows), unlike a GIN bitmap of a common
 * word, which holds every match. Small tables are sampled whole, so their estimate is their count.
 */
export function densitySql(request: EngineRequest, mode: TextMode | null): Sql {
  const source = sourceOf(request, mode);
  const parts = whereParts(request, mode);
  const hit = parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`true`;
  // Ranked pages also take the most popular titles starting with the text: how common the prefix is (in
  // the whole table, as the title-prefix probe reads it) decides whether that probe is worth reading.
  const text = titleTextOf(request);
  const prefixHit =
    isRanked(request) && mode === "fulltext" && text.length >= 3
      ? Prisma.sql`count(*) FILTER (WHERE ${source.title} LIKE ${likePrefix(text)})`
      : Prisma.sql`0::bigint`;
  return Prisma.sql`SELECT count(*) FILTER (WHERE ${hit}) AS hits, ${prefixHit} AS prefix_hits, count(*) AS sampled,
      (SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = ${source.name}::regclass) AS rows
    FROM ${source.table} p TABLESAMPLE SYSTEM ((SELECT least(100, 100.0 * ${DENSITY_SAMPLE} / greatest(reltuples, 1))
      FROM pg_class WHERE oid = ${source.name}::regclass)) REPEATABLE (7)`;
}

/** One row: matched, last_block, blocks and, when the matches are fewer than the threshold, the page's ids. */
export function probedOrderedPageSql(request: EngineRequest, mode: TextMode | null, threshold: number): Sql {
  const source = sourceOf(request, mode);
  const { key, desc } = sortKey(request, source);
  return Prisma.sql`WITH ${probeCtes(request, mode, source, Prisma.sql`${key} AS k`, threshold)}
    SELECT n.matched, n.last_block, n.blocks, ARRAY(
      SELECT project_id FROM m WHERE n.matched < ${threshold} ORDER BY k ${direction(desc)}, project_id
      LIMIT ${request.limit} OFFSET ${request.offset}) AS ids
    FROM n`;
}

/** The page of a column order as an index walk that stops after offset + limit matches. */
export function walkedOrderedPageSql(request: EngineRequest, mode: TextMode | null): Sql {
  const source = sourceOf(request, mode);
  const { key, desc } = sortKey(request, source);
  return Prisma.sql`SELECT p.project_id FROM ${source.table} p ${whereSql(whereParts(request, mode))}
    ORDER BY ${key} ${direction(desc)}, p.project_id LIMIT ${request.limit} OFFSET ${request.offset}`;
}

/** How a walked ranked page finds the most popular titles starting with the text (three letters or more). */
export interface PrefixPlan {
  /** The density sample shows the prefix is common: a popularity walk filtered by it finds them, no probe. */
  common: boolean;
  /** Otherwise the title index is read (index only) for at most this many titles starting with the text. */
  probe: number;
}

/**
 * The ranked candidates from the matches `m` read by the probe (project_id, k = popularity, title): the `cap`
 * most popular, and the most popular titles starting with the text. `gate`: the probe read all matches.
 */
function probedCandidates(request: EngineRequest, cap: number, gate: Sql): Sql {
  const text = titleTextOf(request);
  return Prisma.sql`candidates AS MATERIALIZED (
      (SELECT project_id FROM m WHERE ${gate} ORDER BY k DESC, project_id LIMIT ${cap})
      UNION (SELECT project_id FROM m WHERE ${gate} AND ${text.length >= 3} AND title LIKE ${likePrefix(text)}
        ORDER BY k DESC, project_id LIMIT ${titlePrefixCandidates(cap)}))`;
}

/** The same candidates as walks of the popularity index over `source`, for more matches than were read. */
function walkedCandidates(request: EngineRequest, mode: TextMode, source: Source, cap: number, prefix: PrefixPlan) {
  const text = titleTextOf(request);
  const where = (extra: Sql[] = []) => whereSql(whereParts(request, mode, extra));
  const popular = Prisma.sql`(SELECT p.project_id FROM ${source.table} p ${where()}
      ORDER BY p.popularity DESC, p.project_id LIMIT ${cap})`;
  const prefixWalk = (extra: Sql[]) => Prisma.sql`(SELECT p.project_id FROM ${source.table} p
      ${where([...extra, Prisma.sql`${source.title} LIKE ${likePrefix(text)}`])}
      ORDER BY p.popularity DESC, p.project_id LIMIT ${titlePrefixCandidates(cap)})`;
  if (text.length < 3) return Prisma.sql`candidates AS MATERIALIZED (${popular})`;
  if (prefix.common) return Prisma.sql`candidates AS MATERIALIZED (${popular} UNION ${prefixWalk([])})`;
  // A rarer prefix: its titles come from a range of the "C"-collated title index, most popular first, checked
  // against the filters. Should the range hold `probe` titles after all, the prefix is common: the walk above.
  return Prisma.sql`pre AS MATERIALIZED (
        SELECT p.project_id, p.popularity FROM search_text p
        WHERE (p.title COLLATE "C") LIKE ${likePrefix(text)} LIMIT ${prefix.probe}),
      pre_n AS MATERIALIZED (SELECT count(*) AS n FROM pre),
      candidates AS MATERIALIZED (
        ${popular}
        UNION (SELECT q.project_id FROM (
            SELECT project_id, popularity FROM pre WHERE (SELECT n FROM pre_n) < ${prefix.probe}
            ORDER BY popularity DESC, project_id OFFSET 0) q
          WHERE EXISTS (SELECT 1 FROM ${source.table} p ${where([Prisma.sql`p.project_id = q.project_id`])})
          ORDER BY q.popularity DESC, q.project_id LIMIT ${titlePrefixCandidates(cap)})
        UNION ${prefixWalk([Prisma.sql`(SELECT n FROM pre_n) >= ${prefix.probe}`])})`;
}

/**
 * A page of ranked relevance: the `candidates` CTE ordered by text rank, then every other match by
 * popularity. `gate` (the probe read every match): the rest comes from the matches `m`; null: it is a walk
 * of the popularity index over `source`.
 */
function rankedPageCtes(request: EngineRequest, mode: TextMode, source: Source, candidates: Sql, gate: Sql | null) {
  const { offset, limit } = request;
  const where = (extra: Sql[] = []) => whereSql(whereParts(request, mode, extra));
  // NOT IN over the small candidate set is a hashed subplan: one probe per walked row, not a loop over them.
  const outside = (alias: Sql) => Prisma.sql`${alias}.project_id NOT IN (SELECT project_id FROM candidates)`;
  const restNeeded = Prisma.sql`(SELECT count(*) FROM candidates) < ${offset + limit}`;
  const rest =
    gate === null
      ? Prisma.sql`SELECT p.project_id FROM ${source.table} p ${where([outside(Prisma.sql`p`), restNeeded])}
        ORDER BY p.popularity DESC, p.project_id
        LIMIT (SELECT greatest(0, ${offset + limit} - count(*)) FROM candidates)`
      : Prisma.sql`SELECT m.project_id FROM m WHERE ${gate} AND ${outside(Prisma.sql`m`)} AND ${restNeeded}
        ORDER BY m.k DESC, m.project_id LIMIT (SELECT greatest(0, ${offset + limit} - count(*)) FROM candidates)`;
  return Prisma.sql`${candidates},
    ranked AS (
      SELECT t.project_id, row_number() OVER (ORDER BY ${rankSql(request)} DESC, t.popularity DESC, t.project_id) AS pos
      FROM candidates c JOIN search_text t ON t.project_id = c.project_id),
    rest AS (SELECT r.project_id, (SELECT count(*) FROM candidates) + row_number() OVER () AS pos FROM (${rest}) r),
    page AS (
      SELECT project_id, pos FROM ranked WHERE pos > ${offset} AND pos <= ${offset + limit}
      UNION ALL SELECT project_id, pos FROM rest WHERE pos > ${offset})`;
}

/** Ranked relevance when the matches are fewer than the threshold: probe, candidates and page in one statement. */
export function probedRankedPageSql(
  request: EngineRequest,
  mode: TextMode,
  threshold: number,
  cap = RELEVANCE_CANDIDATES,
): Sql {
  const source = sourceOf(request, mode);
  const keys = Prisma.sql`p.popularity AS k, ${source.title} AS title`;
  const gate = Prisma.sql`(SELECT matched FROM n) < ${threshold}`;
  return Prisma.sql`WITH ${probeCtes(request, mode, source, keys, threshold)},
    ${rankedPageCtes(request, mode, source, probedCandidates(request, cap, gate), gate)}
    SELECT n.matched, n.last_block, n.blocks, ARRAY(SELECT project_id FROM page ORDER BY pos) AS ids FROM n`;
}

/**
 * Ranked relevance over many matches: the candidates and the rest as walks of the popularity index. Whether
 * the title prefix is common is decided from the density sample (`prefixIsCommon`) by the caller.
 */
export function walkedRankedPageSql(
  request: EngineRequest,
  mode: TextMode,
  cap = RELEVANCE_CANDIDATES,
  prefix: PrefixPlan = { common: false, probe: PREFIX_PROBE },
): Sql {
  const source = sourceOf(request, mode);
  const candidates = walkedCandidates(request, mode, source, cap, prefix);
  return Prisma.sql`WITH ${rankedPageCtes(request, mode, source, candidates, null)}
    SELECT project_id FROM page ORDER BY pos`;
}

/**
 * The typo fallback's corrections: for each word of the text, up to 3 title words of the catalogue (the
 * search_words vocabulary) nearest it by trigrams (nearest first on the vocabulary's GiST index, which holds
 * each distinct word once however many projects use it), if similar enough: 0.2, below pg_trgm's default
 * 0.3, because one swapped pair of letters in a short word ("ocaen") keeps only 2 of its 6 trigrams.
 */
export function correctionsSql(words: string[]): Sql {
  return Prisma.sql`SELECT w.word, coalesce(array_agg(n.word ORDER BY n.sim DESC, n.word)
      FILTER (WHERE n.word IS NOT NULL AND n.sim >= 0.2), '{}') AS near
    FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, i)
    LEFT JOIN LATERAL (SELECT s.word, similarity(s.word, w.word) AS sim FROM search_words s
      ORDER BY s.word <-> w.word LIMIT 3) n ON true
    GROUP BY w.i, w.word ORDER BY w.i`;
}

/** The text with each word replaced by its best correction (what titles are compared with after a typo). */
export const correctedText = (rows: { word: string; near: string[] }[]) =>
  rows.map((row) => row.near[0] ?? row.word).join(" ");

/** Words and their corrections → a tsquery: each word or one of its corrections, as prefixes. */
export function correctedQuery(rows: { word: string; near: string[] }[]): string | null {
  if (rows.length === 0) return null;
  const lexeme = (word: string) => `'${word.replace(/'/g, "''")}':*`;
  return rows
    .map((row) => `(${[row.word, ...row.near.filter((w) => w !== row.word)].map(lexeme).join(" | ")})`)
    .join(" & ");
}

/** The stored hits of a page's projects (kept apart so the filtered and sorted table stays narrow). */
export function hitsSql(projectIds: string[]): Sql {
  return Prisma.sql`SELECT project_id, hit FROM search_hits WHERE project_id = ANY(${projectIds}::text[])`;
}

/**
 * Planner settings for the statements above, local to their transaction. The probe must use the text and
 * facet indexes (a sequential scan for a rare word misjudged as common reads the whole table: the planner's
 * estimate for prefix tsqueries is poor), and a walk must follow the sort index (the same misjudgement
 * the other way would read and sort every match). The choice is made from the sample and the probe instead.
 * No parallel workers: starting them costs more than these bounded reads, and requests run side by side.
 */
export const PROBE_SETTINGS = Prisma.sql`SELECT set_config('enable_seqscan', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;
export const WALK_SETTINGS = Prisma.sql`SELECT set_config('enable_seqscan', 'off', true),
  set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`;
