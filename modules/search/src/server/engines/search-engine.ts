import type { SearchRequest } from "../search-query";

/** One search hit, in the reference API's field names. */
export interface SearchHit {
  project_id: string;
  project_type: string;
  slug: string;
  author: string;
  title: string;
  description: string;
  categories: string[];
  display_categories: string[];
  versions: string[];
  downloads: number;
  follows: number;
  icon_url: string | null;
  date_created: string;
  date_modified: string;
  latest_version: string | null;
  license: string;
  client_side: string;
  server_side: string;
  gallery: string[];
  featured_gallery: string | null;
  color: number | null;
}

export interface SearchResult {
  hits: SearchHit[];
  offset: number;
  limit: number;
  total_hits: number;
}

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
