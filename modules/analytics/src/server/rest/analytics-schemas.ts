import { z } from "zod";

import { projectV3Schema } from "@hopper/catalog/server";

import { MAX_SLICES } from "../services/api/time-slices";

// The reference's Labrinth.Analytics.v3 request and answers (@modrinth/api-client 0.77.0). Limits beyond the
// types are Hopper's: at most 1,000 projects and 1,000 values per filter, text of at most 64 characters.

const ID_MAX = 64;
const LIST_MAX = 1000;
const text = z.string().max(ID_MAX, `values must be at most ${ID_MAX} characters`);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_MAX, `at most ${LIST_MAX} values`).optional();

const metric = <F extends readonly [string, ...string[]], S extends z.ZodRawShape>(fields: F, filters: S) =>
  z.object({ bucket_by: z.array(z.enum(fields)).max(16).optional(), filter_by: z.object(filters).optional() });

const VIEWS_FIELDS = ["project_id", "domain", "site_path", "monetized", "country"] as const;
const DOWNLOADS_FIELDS = [
  "project_id",
  "version_id",
  "dependent_project_id",
  "user_agent",
  "domain",
  "country",
  "monetized",
  "reason",
  "game_version",
  "loader",
] as const;
const PLAYTIME_FIELDS = ["project_id", "version_id", "loader", "game_version", "country"] as const;

export const fetchRequestSchema = z.object({
  time_range: z.object({
    start: z.iso.datetime({ offset: true, error: "time_range.start must be an RFC 3339 date-time" }),
    end: z.iso.datetime({ offset: true, error: "time_range.end must be an RFC 3339 date-time" }),
    resolution: z
      .union([z.object({ slices: z.number().int() }), z.object({ minutes: z.number().int() })])
      .describe(`A number of slices (at most ${MAX_SLICES}) or a slice length in minutes (at least 60)`),
  }),
  return_metrics: z.object({
    project_views: metric(VIEWS_FIELDS, {
      domain: list(text),
      site_path: list(text),
      monetized: list(z.boolean()),
      country: list(text),
    }).optional(),
    project_downloads: metric(DOWNLOADS_FIELDS, {
      version_id: list(text),
      dependent_project_id: list(text),
      domain: list(text),
      user_agent: list(text),
      monetized: list(z.boolean()),
      country: list(text),
      reason: list(text),
      game_version: list(text),
      loader: list(text),
    }).optional(),
    project_revenue: metric(["project_id", "user_id"] as const, { user_id: list(text) }).optional(),
    // Accepted and answered with nothing: Hopper keeps no playtime and has no affiliate codes.
    project_playtime: metric(PLAYTIME_FIELDS, {
      version_id: list(text),
      loader: list(text),
      game_version: list(text),
      country: list(text),
    }).optional(),
    affiliate_code_clicks: z.looseObject({}).optional(),
    affiliate_code_conversions: z.looseObject({}).optional(),
    affiliate_code_revenue: z.looseObject({}).optional(),
  }),
  project_ids: z.array(text).max(LIST_MAX, `project_ids: at most ${LIST_MAX} projects`).optional(),
});
export type FetchRequestBody = z.infer<typeof fetchRequestSchema>;

export const analyticsDataSchema = z.object({
  source_project: z.string(),
  metric_kind: z.enum(["views", "downloads", "revenue"]),
  views: z.number().optional(),
  downloads: z.number().optional(),
  revenue: z.string().optional().describe('Dollars as a decimal string, e.g. "12.34"'),
  country: z.string().optional(),
  domain: z.string().optional().describe("Where it was counted: site, launcher or api"),
  version_id: z.string().optional(),
  user_id: z.string().optional(),
  monetized: z.boolean().optional(),
});

export const fetchResponseSchema = z.object({
  metrics: z.array(z.array(analyticsDataSchema)).describe("One list per time slice"),
  projects: z.record(z.string(), projectV3Schema),
  users: z.record(z.string(), z.looseObject({})),
  project_events: z
    .array(
      z.object({
        project_id: z.string(),
        timestamp: z.string(),
        kind: z.literal("version_uploaded"),
        version_id: z.string(),
        version_name: z.string(),
        version_number: z.string(),
      }),
    )
    .describe("The covered projects' versions published in the range, oldest first (at most 1,000)"),
});

const strings = z.array(z.string());
export const facetsResponseSchema = z.object({
  facets: z.object({
    project_views: z
      .object({ domain: strings, site_path: strings, monetized: z.array(z.boolean()), country: strings })
      .optional(),
    project_downloads: z
      .object({
        project_id: strings,
        domain: strings,
        user_agent: strings,
        version_id: strings,
        monetized: z.array(z.boolean()),
        country: strings,
        reason: strings,
        game_version: strings,
        loader: strings,
      })
      .optional(),
  }),
});

export const analyticsEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  announcement_url: z.string().nullable(),
  for_metric_kind: z.array(z.enum(["views", "revenue", "downloads", "playtime"])).nullable(),
  starts: z.string(),
  ends: z.string(),
});
