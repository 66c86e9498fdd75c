import type { SearchDocument, SearchHit } from "../src/server/engines/search-engine";

export type SearchDocumentOverrides = Partial<Omit<SearchDocument, "hit">> & { hit?: Partial<SearchHit> };

/**
 * A search document as the engines receive it, for tests that write to an engine directly: a plain mod created
 * on 2025-01-01, with only what a test sets differing from that.
 */
export function searchDocument(id: string, overrides: SearchDocumentOverrides = {}): SearchDocument {
  const { hit, ...rest } = overrides;
  return {
    hit: {
      project_id: id,
      project_type: "mod",
      slug: id.toLowerCase(),
      author: "alex",
      title: id,
      description: "",
      categories: [],
      display_categories: [],
      versions: [],
      downloads: 0,
      follows: 0,
      icon_url: null,
      date_created: "2025-01-01T00:00:00.000Z",
      date_modified: "2025-01-01T00:00:00.000Z",
      latest_version: null,
      license: "MIT",
      client_side: "required",
      server_side: "optional",
      gallery: [],
      featured_gallery: null,
      color: null,
      ...hit,
    },
    openSource: true,
    createdTimestamp: 1_735_689_600,
    modifiedTimestamp: 1_735_689_600,
    versions: [],
    ...rest,
  };
}
