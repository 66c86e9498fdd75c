import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { analyticsProjects, type AnalyticsProject } from "./access";
import type { ChartQuery } from "./chart-query";
import { buildChartTable, type ChartTable } from "./chart-table";
import { resolveRange, type DayRange } from "./ranges";
import { dailySeries, type Metric } from "./series";

/** Whose charts: the viewer's own projects (/dashboard/analytics), one project, or an organization's projects. */
export type ChartScope =
  { kind: "dashboard" } | { kind: "project"; projectId: string } | { kind: "organization"; organizationId: string };

export interface ChartView {
  /** Every project the viewer may see in the scope (the chart's lines, in name order). */
  projects: AnalyticsProject[];
  /** The metrics offered: revenue only when the viewer may see some project's revenue. */
  metrics: Metric[];
  metric: Metric;
  range: DayRange;
  /** The metric over the range; for revenue, only the projects whose revenue the viewer may see. */
  table: ChartTable;
}

const optionsOf = (scope: ChartScope) =>
  scope.kind === "project"
    ? { projectIds: [scope.projectId] }
    : scope.kind === "organization"
      ? { organizationId: scope.organizationId }
      : {};

/**
 * What a chart shows a viewer: the scope's projects they may see analytics for (a project or organization they may
 * not see is 'not found'), the range, and the metric per project and day. Revenue needs VIEW_PAYOUTS (or staff):
 * asking for it without is forbidden; its table keeps only the projects whose revenue the viewer may see.
 */
export async function loadChartView(
  db: DbOrTx,
  actor: Actor | null,
  scope: ChartScope,
  query: ChartQuery,
  now: Date = new Date(),
): Promise<ChartView> {
  const range = resolveRange(query, now);
  const projects = await analyticsProjects(db, actor, optionsOf(scope));
  const metrics: Metric[] = projects.some((project) => project.canViewRevenue)
    ? ["downloads", "views", "revenue"]
    : ["downloads", "views"];
  if (!metrics.includes(query.metric)) {
    throw new AppError("forbidden", "You may not see the revenue of these projects.");
  }
  const charted = query.metric === "revenue" ? projects.filter((project) => project.canViewRevenue) : projects;
  const points = await dailySeries(db, {
    metric: query.metric,
    projectIds: charted.map((project) => project.id),
    ...range,
  });
  return { projects, metrics, metric: query.metric, range, table: buildChartTable(charted, range, points) };
}
