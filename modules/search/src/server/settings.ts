import { z } from "zod";

export const searchSettingsSchema = z.object({
  /** An OpenSearch cluster, e.g. https://user:pass@search.internal:9200; unset uses PostgreSQL. */
  OPENSEARCH_URL: z.url().optional(),
  OPENSEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "must be a lower-case index name")
    .default("hopper-projects"),
});

export type SearchSettings = z.infer<typeof searchSettingsSchema>;

let cached: SearchSettings | undefined;

export function searchSettings(): SearchSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= searchSettingsSchema.parse(process.env);
  return cached;
}
