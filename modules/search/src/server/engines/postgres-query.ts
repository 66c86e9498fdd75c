import { Prisma } from "@hopper/core/db";

import { FACET_FIELDS } from "../facets";
import type { FacetCondition, FacetQuery } from "../facets";
import type { SearchRequest } from "../search-query";

type Sql = Prisma.Sql;

const COMPARISON: Record<FacetCondition["op"], Sql> = {
  "=": Prisma.sql`=`,
  "!=": Prisma.sql`<>`,
  ">": Prisma.sql`>`,
  ">=": Prisma.sql`>=`,
  "<": Prisma.sql`<`,
  "<=": Prisma.sql`<=`,
};

const PROJECT_COLUMN: Partial<Record<FacetCondition["field"], Sql>> = {
  project_type: Prisma.sql`p.project_type`,
  client_side: Prisma.sql`p.client_side`,
  server_side: Prisma.sql`p.server_side`,
  project_id: Prisma.sql`p.project_id`,
  open_source: Prisma.sql`p.open_source`,
  downloads: Prisma.sql`p.downloads`,
  follows: Prisma.sql`p.follows`,
  created_timestamp: Prisma.sql`p.created_ts`,
  modified_timestamp: Prisma.sql`p.modified_ts`,
};

/** One condition as SQL; version-level arrays use the GIN-indexed containment operator. */
export function conditionSql(condition: FacetCondition): Sql {
  const { field, op, value } = condition;
  const negate = op === "!=";
  if (field === "categories" || field === "versions") {
    const column = field === "categories" ? Prisma.sql`v.categories` : Prisma.sql`v.game_versions`;
    const contains = Prisma.sql`${column} @> ARRAY[${String(value)}]::text[]`;
    return negate ? Prisma.sql`NOT (${contains})` : contains;
  }
  if (field === "license" || field === "title" || field === "author") {
    const column =
      field === "license" ? Prisma.sql`p.license` : field === "title" ? Prisma.sql`p.title` : Prisma.sql`p.author`;
    return Prisma.sql`lower(${column}) ${COMPARISON[op]} lower(${String(value)})`;
  }
  return Prisma.sql`${PROJECT_COLUMN[field]!} ${COMPARISON[op]} ${value}`;
}

function groupSql(group: FacetQuery[number]): Sql {
  const alternatives = group.map((entry) =>
    Array.isArray(entry) ? Prisma.sql`(${Prisma.join(entry.map(conditionSql), " AND ")})` : conditionSql(entry),
  );
  return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
}

const usesVersions = (query: FacetQuery) =>
  query.some((group) =>
    group.some((entry) =>
      (Array.isArray(entry) ? entry : [entry]).some((c) => FACET_FIELDS[c.field].level === "version"),
    ),
  );

/**
 * The facet filter. With any version-level field, the whole expression runs inside one EXISTS over the
 * project's versions, so all its conditions must hold for the same version.
 */
export function facetSql(query: FacetQuery): Sql | null {
  if (query.length === 0) return null;
  const expression = Prisma.join(query.map(groupSql), " AND ");
  if (!usesVersions(query)) return expression;
  return Prisma.sql`EXISTS (SELECT 1 FROM search_versions v WHERE v.project_id = p.project_id AND ${expression})`;
}

/** Words → a prefix tsquery (`magic:* & storage:*`); characters outside letters and digits are dropped. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const ORDER: Record<SearchRequest["sort"], Sql> = {
  relevance: Prisma.sql`ORDER BY rank DESC, p.downloads DESC, p.project_id`,
  downloads: Prisma.sql`ORDER BY p.downloads DESC, p.project_id`,
  follows: Prisma.sql`ORDER BY p.follows DESC, p.project_id`,
  newest: Prisma.sql`ORDER BY p.created_ts DESC, p.project_id`,
  updated: Prisma.sql`ORDER BY p.modified_ts DESC, p.project_id`,
  alphabetical: Prisma.sql`ORDER BY lower(p.title), p.project_id`,
};

/**
 * The page of hits and the total. Text matches by weighted full text with prefixes, or by trigram
 * similarity of the title (typos); relevance ranks both, then downloads.
 */
export function searchSql(request: SearchRequest): Sql {
  const where: Sql[] = [];
  const tsquery = request.text ? prefixQuery(request.text) : null;
  let rank = Prisma.sql`0`;
  if (request.text) {
    const text = request.text.toLowerCase();
    const fullText = tsquery ? Prisma.sql`p.tsv @@ to_tsquery('simple', ${tsquery})` : Prisma.sql`false`;
    where.push(Prisma.sql`(${fullText} OR lower(p.title) % ${text})`);
    rank = tsquery
      ? Prisma.sql`ts_rank(p.tsv, to_tsquery('simple', ${tsquery})) + similarity(lower(p.title), ${text})`
      : Prisma.sql`similarity(lower(p.title), ${text})`;
  }
  const facets = facetSql(request.facets);
  if (facets) where.push(facets);
  const whereSql = where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty;
  return Prisma.sql`
    SELECT p.hit, ${rank} AS rank, count(*) OVER () AS total
    FROM search_projects p
    ${whereSql}
    ${ORDER[request.sort]}
    LIMIT ${request.limit} OFFSET ${request.offset}`;
}
