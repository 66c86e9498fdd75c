import { z } from "zod";

import { CHANGELOG_PRODUCTS } from "../services/products";

// GET /v3/changelog: the query the handler parses with and the answer it builds, both documented in
// /v2/openapi.json from these schemas.

export const CHANGELOG_API_LIMIT_DEFAULT = 20;
export const CHANGELOG_API_LIMIT_MAX = 100;
export const CHANGELOG_API_OFFSET_MAX = 100_000;

export const changelogQuery = z.object({
  product: z
    .enum(CHANGELOG_PRODUCTS, { error: "product must be web, servers or app" })
    .optional()
    .describe("One product line; every line when absent"),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(CHANGELOG_API_LIMIT_MAX, `limit must be at most ${CHANGELOG_API_LIMIT_MAX}`)
    .default(CHANGELOG_API_LIMIT_DEFAULT)
    .describe("How many entries, newest first"),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(CHANGELOG_API_OFFSET_MAX, `offset must be at most ${CHANGELOG_API_OFFSET_MAX}`)
    .default(0)
    .describe("How many of the newest entries to skip"),
});

export const changelogEntrySchema = z.object({
  product: z.enum(CHANGELOG_PRODUCTS).describe("The product line"),
  date: z.string().describe("When the entry was published, an ISO 8601 timestamp"),
  version: z.string().optional().describe("The version label, when the entry has one"),
  body: z.string().describe("The entry's markdown, with Added and Improvements sections by convention"),
});

export const changelogResponseSchema = z.array(changelogEntrySchema);
