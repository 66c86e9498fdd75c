import { z } from "zod";

// Query strings of the version and file routes. The handlers parse with these and /v2/openapi.json documents
// them, so the reference and the server cannot disagree.

/** A JSON array of strings in a query parameter, as the reference API takes loaders and game versions. */
const jsonStrings = (example: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: `must be a JSON array of strings, e.g. ${example}` });
      return z.NEVER;
    });

const flag = z
  .enum(["true", "false"], { error: "must be true or false" })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true"));

const count = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`))
    .optional();

/** Checked by the handler (resolveAlgorithm), which infers it from the hash's length when absent. */
const algorithm = z.string().describe("sha1 or sha512; from the hash's length when omitted").optional();

export const projectVersionsQuery = z.object({
  loaders: jsonStrings('["fabric"]'),
  game_versions: jsonStrings('["1.20.1"]'),
  featured: flag,
  version_type: z.enum(["release", "beta", "alpha"], { error: "must be release, beta or alpha" }).optional(),
  include_changelog: flag,
  limit: count(10_000),
  offset: count(1_000_000),
});

export const versionsQuery = z.object({
  ids: z
    .string({ error: 'is required, e.g. ids=["AABBCCDD"]' })
    .transform((raw, ctx) => {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: 'must be a JSON array of version ids, e.g. ["AABBCCDD"]' });
      return z.NEVER;
    })
    .pipe(z.array(z.string()).max(10_000, "must hold at most 10,000 ids")),
  include_changelog: flag,
});

export const versionFileQuery = z.object({
  algorithm,
  /** Every version with the file instead of the newest one. */
  multiple: flag,
  version_id: z.string().optional(),
});

export const hashAlgorithmQuery = z.object({ algorithm });
