import { z } from "zod";

// The /v2/search answer: every engine returns it (engines/search-engine.ts types it from here) and
// /v2/openapi.json documents it.

export const searchHitSchema = z
  .object({
    project_id: z.string(),
    project_type: z.string(),
    slug: z.string(),
    author: z.string(),
    title: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    display_categories: z.array(z.string()),
    versions: z.array(z.string()),
    downloads: z.number(),
    follows: z.number(),
    icon_url: z.string().nullable(),
    date_created: z.string().meta({ format: "date-time" }),
    date_modified: z.string().meta({ format: "date-time" }),
    latest_version: z.string().nullable(),
    license: z.string(),
    client_side: z.string(),
    server_side: z.string(),
    gallery: z.array(z.string()),
    featured_gallery: z.string().nullable(),
    color: z.number().nullable(),
  })
  .meta({ id: "SearchHit", description: "A project in search results" });

export const searchResultSchema = z
  .object({
    hits: z.array(searchHitSchema),
    offset: z.number(),
    limit: z.number(),
    total_hits: z.number(),
  })
  .meta({ id: "SearchResult", description: "A page of search results" });

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
