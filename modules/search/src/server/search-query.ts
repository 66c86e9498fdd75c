import { z } from "zod";

import { parseFacets } from "./facets";
import type { FacetQuery } from "./facets";

/**
 * The longest search text the site's search boxes take (`maxLength`, so a person sees where it stops) and the
 * pages read from `?q=`; the API takes up to 512 characters.
 */
export const SEARCH_TEXT_MAX = 200;
export const SORTS = ["relevance", "downloads", "follows", "newest", "updated", "alphabetical"] as const;
export type SearchSort = (typeof SORTS)[number];

/** The reference API's sort names and aliases. */
const SORT_ALIASES: Record<string, SearchSort> = { date_created: "newest", date_modified: "updated" };

/** GET /v2/search query parameters, validated; `offset` is a true offset, `limit` 1–100. */
export const searchParamsSchema = z.object({
  query: z.string().max(512, "query must be at most 512 characters").default(""),
  facets: z.string().max(16_384, "facets must be at most 16 KiB").optional(),
  index: z
    .string()
    .default("relevance")
    .transform((value) => SORT_ALIASES[value] ?? value)
    .pipe(z.enum(SORTS, { error: `index must be one of ${SORTS.join(", ")}` })),
  offset: z.coerce.number().int("offset must be a whole number").min(0, "offset must be 0 or more").default(0),
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(10),
});

export interface SearchRequest {
  text: string;
  facets: FacetQuery;
  sort: SearchSort;
  offset: number;
  limit: number;
}

/** Query-string parameters (as given) → a validated search request; bad input throws AppError/ZodError. */
export function parseSearchParams(params: Record<string, string | undefined>): SearchRequest {
  const parsed = searchParamsSchema.parse(params);
  return {
    text: parsed.query.trim(),
    facets: parseFacets(parsed.facets),
    sort: parsed.index,
    offset: parsed.offset,
    limit: parsed.limit,
  };
}
