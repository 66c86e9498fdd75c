import type { FacetCondition, FacetQuery } from "../facets";
import type { SearchRequest } from "../search-query";
import { versionCategories } from "./search-engine";
import type { SearchDocument } from "./search-engine";

/*
 * OpenSearch bodies. The index keeps one document per project with a `nested` array `versions`; each
 * nested entry repeats the project-level facet fields, so the whole facet query runs inside ONE nested
 * query and every condition must hold for the same version.
 */

type Json = Record<string, unknown>;

/** Facet field → field name inside a nested version entry. */
const NESTED_FIELD: Record<FacetCondition["field"], string> = {
  project_type: "versions.project_type",
  categories: "versions.categories",
  versions: "versions.game_versions",
  license: "versions.license",
  open_source: "versions.open_source",
  client_side: "versions.client_side",
  server_side: "versions.server_side",
  title: "versions.title",
  author: "versions.author",
  project_id: "versions.project_id",
  downloads: "versions.downloads",
  follows: "versions.follows",
  created_timestamp: "versions.created_timestamp",
  modified_timestamp: "versions.modified_timestamp",
};

const TEXT_FIELDS = ["title^15", "slug^10", "author^3", "description"];

const RANGE_OPS = { ">": "gt", ">=": "gte", "<": "lt", "<=": "lte" } as const;

/**
 * Text facets compare without case, as on PostgreSQL: the index lower-cases them (the `facet` normalizer)
 * and so does the query, whatever the cluster does to a term query's value.
 */
const CASELESS_FIELDS: ReadonlySet<FacetCondition["field"]> = new Set(["title", "author", "license"]);

export function conditionClause(condition: FacetCondition): Json {
  const field = NESTED_FIELD[condition.field];
  const value = CASELESS_FIELDS.has(condition.field) ? String(condition.value).toLowerCase() : condition.value;
  if (condition.op === "=") return { term: { [field]: value } };
  if (condition.op === "!=") return { bool: { must_not: [{ term: { [field]: value } }] } };
  return { range: { [field]: { [RANGE_OPS[condition.op]]: condition.value } } };
}

export function facetClause(query: FacetQuery): Json | null {
  if (query.length === 0) return null;
  const and = query.map((group) => ({
    bool: {
      should: group.map((entry) =>
        Array.isArray(entry) ? { bool: { filter: entry.map(conditionClause) } } : conditionClause(entry),
      ),
      minimum_should_match: 1,
    },
  }));
  return { nested: { path: "versions", query: { bool: { filter: and } } } };
}

const SORT_CLAUSES: Record<SearchRequest["sort"], Json[]> = {
  relevance: [{ _score: "desc" }, { downloads: "desc" }, { project_id: "asc" }],
  downloads: [{ downloads: "desc" }, { project_id: "asc" }],
  follows: [{ follows: "desc" }, { project_id: "asc" }],
  newest: [{ created_timestamp: "desc" }, { project_id: "asc" }],
  updated: [{ modified_timestamp: "desc" }, { project_id: "asc" }],
  alphabetical: [{ "title.sort": "asc" }, { project_id: "asc" }],
};

/** The `_search` body for a request: weighted, prefix- and typo-tolerant text, one nested facet filter. */
export function searchBody(request: SearchRequest): Json {
  const filter: Json[] = [];
  const facets = facetClause(request.facets);
  if (facets) filter.push(facets);
  // Prefix matching for words being typed, and fuzzy whole-word matching for typos (bool_prefix does
  // not apply fuzziness to its last, prefix term).
  const must: Json[] = request.text
    ? [
        {
          bool: {
            should: [
              { multi_match: { query: request.text, type: "bool_prefix", fields: TEXT_FIELDS } },
              { multi_match: { query: request.text, type: "best_fields", fields: TEXT_FIELDS, fuzziness: "AUTO" } },
            ],
            minimum_should_match: 1,
          },
        },
      ]
    : [{ match_all: {} }];
  return {
    from: request.offset,
    size: request.limit,
    track_total_hits: true,
    query: { bool: { must, filter } },
    sort: SORT_CLAUSES[request.sort],
    _source: ["hit"],
  };
}

/** Index settings and mappings (keyword facets, lower-cased sort key, nested versions). */
export function indexDefinition(): Json {
  const facetFields = {
    project_type: { type: "keyword" },
    categories: { type: "keyword" },
    game_versions: { type: "keyword" },
    license: { type: "keyword", normalizer: "facet" },
    open_source: { type: "boolean" },
    client_side: { type: "keyword" },
    server_side: { type: "keyword" },
    title: { type: "keyword", normalizer: "facet" },
    author: { type: "keyword", normalizer: "facet" },
    project_id: { type: "keyword" },
    downloads: { type: "long" },
    follows: { type: "long" },
    created_timestamp: { type: "long" },
    modified_timestamp: { type: "long" },
  };
  return {
    settings: {
      analysis: {
        normalizer: {
          lowercase: { type: "custom", filter: ["lowercase", "asciifolding"] },
          // Only lower-casing: facet values compare as PostgreSQL's lower() does.
          facet: { type: "custom", filter: ["lowercase"] },
        },
      },
    },
    mappings: {
      dynamic: "strict",
      properties: {
        project_id: { type: "keyword" },
        title: { type: "text", fields: { sort: { type: "keyword", normalizer: "lowercase" } } },
        slug: { type: "text" },
        author: { type: "text" },
        description: { type: "text" },
        downloads: { type: "long" },
        follows: { type: "long" },
        created_timestamp: { type: "long" },
        modified_timestamp: { type: "long" },
        hit: { type: "object", enabled: false },
        versions: { type: "nested", properties: facetFields },
      },
    },
  };
}

/** The stored document of a project: top-level text and sorts, one nested entry per version. */
export function openSearchDocument(doc: SearchDocument): Json {
  const h = doc.hit;
  const projectFacets = {
    project_type: h.project_type,
    license: h.license,
    open_source: doc.openSource,
    client_side: h.client_side,
    server_side: h.server_side,
    title: h.title,
    author: h.author,
    project_id: h.project_id,
    downloads: h.downloads,
    follows: h.follows,
    created_timestamp: doc.createdTimestamp,
    modified_timestamp: doc.modifiedTimestamp,
  };
  return {
    project_id: h.project_id,
    title: h.title,
    slug: h.slug,
    author: h.author,
    description: h.description,
    downloads: h.downloads,
    follows: h.follows,
    created_timestamp: doc.createdTimestamp,
    modified_timestamp: doc.modifiedTimestamp,
    hit: h,
    versions: doc.versions.map((v) => ({
      ...projectFacets,
      categories: versionCategories(doc, v),
      game_versions: v.gameVersions,
    })),
  };
}
