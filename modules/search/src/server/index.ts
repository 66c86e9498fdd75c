// Public services of the search module.
export { FACET_FIELDS, parseCondition, parseFacets } from "./facets";
export type { FacetCondition, FacetField, FacetOperator, FacetQuery } from "./facets";
export { parseSearchParams, SEARCH_TEXT_MAX, searchParamsSchema, SORTS } from "./search-query";
export type { SearchRequest, SearchSort } from "./search-query";
export type { SearchDocument, SearchEngine, SearchHit, SearchResult } from "./engines/search-engine";
export { postgresSearchEngine } from "./engines/postgres-engine";
export { indexDefinition, searchBody } from "./engines/opensearch-query";
export { searchEngine } from "./engine";
export { indexProjects, toSearchDocument } from "./indexer";
export { reindexAll } from "./reindex";
