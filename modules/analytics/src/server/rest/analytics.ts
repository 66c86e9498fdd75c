import { actorOf, hasScope } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { readRestJson, restJson } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { projectsV3 } from "@hopper/catalog/server";
import type { z } from "zod";

import { fetchAnalytics, fetchFacets } from "../services/api/analytics-fetch";
import type { AnalyticsRequest, MetricRequest } from "../services/api/analytics-fetch";
import { fetchRequestSchema } from "./analytics-schemas";
import type {
  FetchRequestBody,
  analyticsEventSchema,
  facetsResponseSchema,
  fetchResponseSchema,
} from "./analytics-schemas";

// POST /v3/analytics, POST /v3/analytics/facets and GET /v3/analytics-event, as the reference's client
// (labrinth_analytics_v3) calls them. The dispatcher has checked the ANALYTICS scope.

type MetricBody = { bucket_by?: readonly string[]; filter_by?: MetricRequest["filterBy"] } | undefined;
const metric = (body: MetricBody): MetricRequest | undefined =>
  body && { bucketBy: body.bucket_by, filterBy: body.filter_by };

function request(body: FetchRequestBody): AnalyticsRequest {
  const metrics = body.return_metrics;
  return {
    timeRange: body.time_range,
    metrics: {
      views: metric(metrics.project_views),
      downloads: metric(metrics.project_downloads),
      revenue: metric(metrics.project_revenue),
    },
    projectIds: body.project_ids,
  };
}

function caller(ctx: RestContext) {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actor;
}

/** POST /v3/analytics: the metrics, one list per slice, and the projects they cover. */
export const postAnalytics: RestHandler = async (raw, ctx) => {
  const actor = caller(ctx);
  const body = await readRestJson(raw, fetchRequestSchema);
  // Revenue is money: like the reference, it also needs PAYOUTS_READ, refused as any missing scope is.
  if (body.return_metrics.project_revenue && !hasScope(ctx.viewer!.scopes, "PAYOUTS_READ")) {
    throw new AppError("unauthorized", "Authentication Error: the token does not have the PAYOUTS_READ scope");
  }
  const answer = await fetchAnalytics(ctx.db, actor, request(body));
  const reader = hasScope(ctx.viewer!.scopes, "VERSION_READ") ? actor : null;
  const projects = await projectsV3(ctx.db, reader, answer.projectIds, ctx.url.origin);
  const result: z.infer<typeof fetchResponseSchema> = {
    metrics: answer.slices,
    projects: Object.fromEntries(projects.map((project) => [project.id, project])),
    users: {},
    project_events: answer.events,
  };
  return restJson(result);
};

/** POST /v3/analytics/facets: the values each field takes for the caller's projects in the range. */
export const postAnalyticsFacets: RestHandler = async (raw, ctx) => {
  const actor = caller(ctx);
  const body = await readRestJson(raw, fetchRequestSchema);
  const result: z.infer<typeof facetsResponseSchema> = { facets: await fetchFacets(ctx.db, actor, request(body)) };
  return restJson(result);
};

/** GET /v3/analytics-event: the announced events shown on charts; Hopper announces none. */
export const getAnalyticsEvents: RestHandler = async () => {
  const none: z.infer<typeof analyticsEventSchema>[] = [];
  return restJson(none);
};
