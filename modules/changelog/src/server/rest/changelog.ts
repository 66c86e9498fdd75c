import { parseRestQuery, restJson } from "@hopper/core/module";
import type { RestHandler } from "@hopper/core/module";
import type { z } from "zod";

import { apiEntries } from "../services/reading/api-entries";
import { changelogQuery } from "./changelog-schemas";
import type { changelogResponseSchema } from "./changelog-schemas";

/**
 * GET /v3/changelog: published entries, newest first, for the desktop app's "what is new" (docs/api.md). Public:
 * the same text as /news/changelog. The shape is the reference's changelog entry: date, product, version?, body.
 */
export const getChangelog: RestHandler = async (_request, ctx) => {
  const query = parseRestQuery(changelogQuery, ctx);
  const entries = await apiEntries(ctx.db, query);
  const body: z.infer<typeof changelogResponseSchema> = entries.map((entry) => ({
    product: entry.product,
    date: entry.date.toISOString(),
    ...(entry.version ? { version: entry.version } : {}),
    body: entry.body,
  }));
  return restJson(body);
};

export default getChangelog;
