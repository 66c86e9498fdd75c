import { z } from "zod";

import { LOADER_NAMES } from "@hopper/catalog/server";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import type { SearchHit, SearchResult } from "../engines/search-engine";
import searchV2 from "./search";

// GET /v3/search: the v2 search (same engine, parameters and errors) answered in the reference's v3 shape, which
// the reference's own client and site call. v3 facets use the v3 field names; they are read as their v2 twins.

const V3_FACET_FIELDS: Record<string, string> = {
  project_types: "project_type",
  all_project_types: "project_type",
  game_versions: "versions",
  name: "title",
  loaders: "categories",
};
const FACET_FIELD = /^(\s*)([a-z_]+)(?=\s*(?:!=|>=|<=|:|=|>|<))/;

const renameFacet = (facet: unknown): unknown =>
  Array.isArray(facet)
    ? facet.map(renameFacet)
    : typeof facet === "string"
      ? facet.replace(FACET_FIELD, (whole, space: string, field: string) =>
          V3_FACET_FIELDS[field] ? `${space}${V3_FACET_FIELDS[field]}` : whole,
        )
      : facet;

/** The facets parameter with v3 field names rewritten; text that is not JSON is left for the v2 parser to refuse. */
export function v2Facets(facets: string): string {
  try {
    return JSON.stringify(renameFacet(JSON.parse(facets)));
  } catch {
    return facets;
  }
}

const LOADERS = new Set<string>(LOADER_NAMES);

export const searchHitV3Schema = z.object({
  project_id: z.string(),
  project_types: z.array(z.string()),
  all_project_types: z.array(z.string()),
  slug: z.string().nullable(),
  author: z.string(),
  author_id: z.string().nullable(),
  organization: z.string().nullable(),
  organization_id: z.string().nullable(),
  name: z.string(),
  summary: z.string(),
  categories: z.array(z.string()),
  display_categories: z.array(z.string()),
  loaders: z.array(z.string()),
  downloads: z.number(),
  follows: z.number(),
  icon_url: z.string().nullable(),
  date_created: z.string(),
  date_modified: z.string(),
  license: z.string(),
  gallery: z.array(z.string()),
  featured_gallery: z.string().nullable(),
  color: z.number().nullable(),
  disclosure_types: z.array(z.string()),
});

export const searchResultV3Schema = z.object({
  hits: z.array(searchHitV3Schema),
  page: z.number().describe("1 + offset / limit, rounded down"),
  hits_per_page: z.number(),
  total_hits: z.number(),
});
type SearchResultV3 = z.infer<typeof searchResultV3Schema>;

function hitV3(hit: SearchHit): SearchResultV3["hits"][number] {
  return {
    project_id: hit.project_id,
    project_types: [hit.project_type],
    all_project_types: [hit.project_type],
    slug: hit.slug,
    author: hit.author,
    // The index keeps the author's name only; the reference leaves these null for organization-less hits too.
    author_id: null,
    organization: null,
    organization_id: null,
    name: hit.title,
    summary: hit.description,
    categories: hit.categories,
    display_categories: hit.display_categories,
    loaders: hit.categories.filter((category) => LOADERS.has(category)),
    downloads: hit.downloads,
    follows: hit.follows,
    icon_url: hit.icon_url,
    date_created: hit.date_created,
    date_modified: hit.date_modified,
    license: hit.license,
    gallery: hit.gallery,
    featured_gallery: hit.featured_gallery,
    color: hit.color,
    disclosure_types: [],
  };
}

const handler: RestHandler = async (request, ctx) => {
  const url = new URL(ctx.url);
  const facets = url.searchParams.get("facets");
  if (facets !== null) url.searchParams.set("facets", v2Facets(facets));
  const response = await searchV2(request, { ...ctx, url });
  if (response.status !== 200) return response;
  const result = (await response.json()) as SearchResult;
  const body: SearchResultV3 = {
    hits: result.hits.map(hitV3),
    page: Math.floor(result.offset / result.limit) + 1,
    hits_per_page: result.limit,
    total_hits: result.total_hits,
  };
  return restJson(body);
};

export default handler;
