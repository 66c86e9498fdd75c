import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { analyticsProjects } from "../charts/access";
import { centsToDecimal } from "./money";
import { METRIC_FIELDS, metricFacets, metricRows } from "./metric-rows";
import type { MetricName } from "./metric-rows";
import { versionUploadedEvents } from "./project-events";
import type { VersionUploadedEvent } from "./project-events";
import { planSlices } from "./time-slices";
import type { TimeRangeInput } from "./time-slices";

// POST /v3/analytics and /v3/analytics/facets over Hopper's daily rows (docs/analytics.md, "API"). The answer
// speaks the reference's names: `domain` is our referrer kind (site, launcher, api), `monetized` is always true
// (every counted view and download is one the revenue split may count), revenue is a decimal string of dollars.

/** A metric as asked: the reference's field names to bucket and filter by. */
export interface MetricRequest {
  bucketBy?: readonly string[];
  filterBy?: Readonly<Record<string, readonly (string | boolean)[] | undefined>>;
}

export interface AnalyticsRequest {
  timeRange: TimeRangeInput;
  metrics: Partial<Record<MetricName, MetricRequest>>;
  /** Default: every project whose analytics the actor may see. */
  projectIds?: readonly string[];
}

/** One row of a slice, in the reference's AnalyticsData shape. */
export type AnalyticsDatum = {
  source_project: string;
  country?: string;
  domain?: string;
  version_id?: string;
  user_id?: string;
  monetized?: boolean;
} & (
  | { metric_kind: "views"; views: number }
  | { metric_kind: "downloads"; downloads: number }
  | { metric_kind: "revenue"; revenue: string }
);

const COUNT_FIELD = { views: "views", downloads: "downloads", revenue: "revenue" } as const;
/** Every row here is monetized, so this field is answered without a column. */
const BOOLEAN_FIELD = "monetized";

interface PreparedMetric {
  metric: MetricName;
  bucketBy: string[];
  filterBy: Record<string, string[]>;
  monetizedBucket: boolean;
  /** A monetized filter without `true` matches nothing (every row here is monetized). */
  matchesNothing: boolean;
}

function prepare(metric: MetricName, request: MetricRequest): PreparedMetric {
  const kept = METRIC_FIELDS[metric];
  const canMonetize = metric !== "revenue";
  const filterBy: Record<string, string[]> = {};
  let matchesNothing = false;
  for (const [field, values] of Object.entries(request.filterBy ?? {})) {
    if (!values || values.length === 0) continue;
    if (field === BOOLEAN_FIELD && canMonetize) {
      matchesNothing ||= !values.includes(true);
      continue;
    }
    if (!kept.includes(field)) {
      throw new AppError(
        "invalid_input",
        `filter_by.${field} is not kept by this server; ${metric} can be filtered by ${[...kept, ...(canMonetize ? [BOOLEAN_FIELD] : [])].join(", ")}.`,
      );
    }
    filterBy[field] = values.map(String);
  }
  const asked = request.bucketBy ?? [];
  return {
    metric,
    bucketBy: asked.filter((field) => kept.includes(field)),
    filterBy,
    monetizedBucket: canMonetize && asked.includes(BOOLEAN_FIELD),
    matchesNothing,
  };
}

function datum(metric: MetricName, projectId: string, fields: Record<string, string>, amount: number) {
  const base = { source_project: projectId, ...fields };
  if (metric === "revenue") return { ...base, metric_kind: metric, revenue: centsToDecimal(amount) } as AnalyticsDatum;
  return { ...base, metric_kind: metric, [COUNT_FIELD[metric]]: amount } as AnalyticsDatum;
}

export interface AnalyticsAnswer {
  /** One list per slice. */
  slices: AnalyticsDatum[][];
  /** The projects the answer covers (the `projects` map of the response). */
  projectIds: string[];
  /** Their versions published in the range. */
  events: VersionUploadedEvent[];
}

/**
 * The metrics asked for, sliced. Projects: those asked for (one the actor may not see is 'not found') or every
 * project they may see analytics of. Revenue covers only projects whose payouts they may see (VIEW_PAYOUTS);
 * the caller checks the token's PAYOUTS_READ scope.
 */
export async function fetchAnalytics(db: DbOrTx, actor: Actor, request: AnalyticsRequest): Promise<AnalyticsAnswer> {
  const plan = planSlices(request.timeRange);
  const prepared = (Object.entries(request.metrics) as [MetricName, MetricRequest | undefined][])
    .filter((entry): entry is [MetricName, MetricRequest] => entry[1] !== undefined)
    .map(([metric, asked]) => prepare(metric, asked));
  const projects = await analyticsProjects(
    db,
    actor,
    request.projectIds ? { projectIds: [...request.projectIds] } : {},
  );
  const slices: AnalyticsDatum[][] = Array.from({ length: plan.count }, () => []);
  const days = plan.days;
  if (days) {
    for (const metric of prepared) {
      if (metric.matchesNothing) continue;
      const ids = projects.filter((p) => metric.metric !== "revenue" || p.canViewRevenue).map((p) => p.id);
      const rows = await metricRows(db, { ...metric, projectIds: ids, from: days.from, to: days.to });
      // Several days share a slice when slices are longer than a day: sum them per slice and bucket.
      const sums = new Map<
        string,
        { slice: number; projectId: string; fields: Record<string, string>; amount: number }
      >();
      for (const row of rows) {
        const slice = plan.sliceOfDay(row.day);
        const key = JSON.stringify([slice, row.projectId, metric.bucketBy.map((field) => row.fields[field])]);
        const sum = sums.get(key);
        if (sum) sum.amount += row.amount;
        else sums.set(key, { slice, projectId: row.projectId, fields: row.fields, amount: row.amount });
      }
      const ordered = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [, sum] of ordered) {
        const row = datum(metric.metric, sum.projectId, sum.fields, sum.amount);
        if (metric.monetizedBucket) row.monetized = true;
        slices[sum.slice]?.push(row);
      }
    }
  }
  const projectIds = projects.map((p) => p.id);
  return { slices, projectIds, events: await versionUploadedEvents(db, projectIds, plan.start, plan.end) };
}

export interface AnalyticsFacets {
  project_views?: { domain: string[]; site_path: string[]; monetized: boolean[]; country: string[] };
  project_downloads?: {
    project_id: string[];
    domain: string[];
    user_agent: string[];
    version_id: string[];
    monetized: boolean[];
    country: string[];
    reason: string[];
    game_version: string[];
    loader: string[];
  };
}

/** The values each field takes for the projects in the range (views and downloads, as asked; both if neither). */
export async function fetchFacets(db: DbOrTx, actor: Actor, request: AnalyticsRequest): Promise<AnalyticsFacets> {
  const plan = planSlices(request.timeRange);
  const projects = await analyticsProjects(
    db,
    actor,
    request.projectIds ? { projectIds: [...request.projectIds] } : {},
  );
  // No midnight in the range: no day's rows, so no values.
  const ids = plan.days ? projects.map((p) => p.id) : [];
  const range = plan.days ?? { from: "", to: "" };
  const neither = !request.metrics.views && !request.metrics.downloads;
  const facets: AnalyticsFacets = {};
  if (request.metrics.views || neither) {
    const values = await metricFacets(db, { metric: "views", projectIds: ids, ...range });
    facets.project_views = {
      domain: values.domain ?? [],
      site_path: [],
      monetized: values.country?.length ? [true] : [],
      country: values.country ?? [],
    };
  }
  if (request.metrics.downloads || neither) {
    const values = await metricFacets(db, { metric: "downloads", projectIds: ids, ...range });
    const versions = values.version_id ?? [];
    facets.project_downloads = {
      project_id: values.project_id ?? [],
      domain: values.domain ?? [],
      user_agent: [],
      version_id: versions,
      monetized: versions.length ? [true] : [],
      country: values.country ?? [],
      reason: [],
      game_version: [],
      loader: [],
    };
  }
  return facets;
}
