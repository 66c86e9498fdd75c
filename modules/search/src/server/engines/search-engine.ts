import type { SearchRequest } from "../search-query";
// A hit and a page of hits, in the reference API's field names: the zod schema /v2/openapi.json documents.
import type { SearchHit, SearchResult } from "../search-result-schema";

export type { SearchHit, SearchResult };

/** A project as indexed: the hit plus one entry per listed version (for same-version facets). */
export interface SearchDocument {
  hit: SearchHit;
  /**
   * The project's own categories, without loaders (the hit's `categories` also lists every version's
   * loaders, as the API shows them). A version's `categories` facet is these plus its own loaders; absent,
   * the hit's categories are taken to hold no loaders.
   */
  projectCategories?: string[];
  openSource: boolean;
  createdTimestamp: number;
  modifiedTimestamp: number;
  versions: { id: string; loaders: string[]; gameVersions: string[] }[];
}

/** A full re-index in progress: every public project is written, then `finish` makes it the live index. */
export interface SearchRebuild {
  write(documents: SearchDocument[]): Promise<void>;
  /** Makes the rebuilt index live and drops what the rebuild did not write (projects no longer public). */
  finish(): Promise<void>;
}

/** The `categories` facet of one version: the project's own categories and the version's loaders. */
export const versionCategories = (doc: SearchDocument, version: SearchDocument["versions"][number]) => [
  ...new Set([...(doc.projectCategories ?? doc.hit.categories), ...version.loaders]),
];

/** What every engine implements; one contract test suite runs against each. */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResult>;
  upsert(documents: SearchDocument[]): Promise<void>;
  remove(projectIds: string[]): Promise<void>;
  /**
   * Starts a full re-index without downtime: searches keep answering from the live index meanwhile, and
   * upserts and removals made during the rebuild are kept in its result.
   */
  beginRebuild(): Promise<SearchRebuild>;
}
