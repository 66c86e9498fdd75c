import { notFound } from "next/navigation";

import type { Actor } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { cardClassName } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";

import { chartQueryParams, DEFAULT_CHART_QUERY, parseChartQuery } from "../../server/services/charts/chart-query";
import type { ChartQuery } from "../../server/services/charts/chart-query";
import { loadChartView, type ChartScope } from "../../server/services/charts/chart-view";
import { AnalyticsChart } from "./analytics-chart";
import { ChartTableView } from "./chart-table";
import { chartsMessages } from "./charts-messages";
import { formatShort } from "./metric-format";
import { RangeForm } from "./range-form";

const card = cardClassName();

/** The export's address for a scope and query (the CSV route checks access again). */
export function exportHref(scope: ChartScope, query: ChartQuery): string {
  const params = new URLSearchParams(
    scope.kind === "project"
      ? { scope: "project", id: scope.projectId }
      : scope.kind === "organization"
        ? { scope: "organization", id: scope.organizationId }
        : { scope: "dashboard" },
  );
  for (const [name, value] of chartQueryParams(query)) params.set(name, value);
  return `/api/analytics/export.csv?${params.toString()}`;
}

/**
 * The chart's view for the request's query (path and query from the proxy: slot components get no search params).
 * A bad query shows its message above the default chart rather than failing the page; a scope the viewer may not
 * see is the 404 page.
 */
async function viewFor(actor: Actor | null, scope: ChartScope) {
  const search = new URLSearchParams((await currentPath()).split("?")[1] ?? "");
  const attempt = async (query: ChartQuery) => ({ query, view: await loadChartView(db(), actor, scope, query) });
  try {
    return { ...(await attempt(parseChartQuery(search))), error: null };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    if (!(error instanceof AppError) || (error.code !== "invalid_input" && error.code !== "forbidden")) throw error;
    return { ...(await attempt(DEFAULT_CHART_QUERY).catch(rethrowNotFound)), error: error.message };
  }
}

function rethrowNotFound(error: unknown): never {
  if (error instanceof AppError && error.code === "not_found") notFound();
  throw error;
}

/**
 * A chart with its controls and its table: the metric per project and day over the range (one line per project,
 * the tooltip's sum), the heading's total, and the export. `path` is the page's address (the controls reload it).
 */
export async function AnalyticsPanel({ actor, scope, path }: { actor: Actor | null; scope: ChartScope; path: string }) {
  const [{ query, view, error }, t] = await Promise.all([viewFor(actor, scope), getT(chartsMessages)]);
  const metricName = t(`metrics.${view.metric}`);
  return (
    <section className={`${card} flex flex-col gap-4`} aria-labelledby="analytics-heading" data-testid="analytics">
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="analytics-error">
          {t("error", { message: error })}
        </p>
      ) : null}
      <RangeForm
        path={path}
        query={query}
        range={view.range}
        metrics={view.metrics}
        exportHref={exportHref(scope, query)}
      />
      <h2 id="analytics-heading" className="font-bold">
        {t("heading", {
          metric: metricName,
          from: view.range.from,
          to: view.range.to,
          total: formatShort(view.metric, view.table.total),
        })}
      </h2>
      {view.metric === "revenue" && view.table.projects.length < view.projects.length ? (
        <p className="text-sm text-secondary">{t("revenueOnly")}</p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <AnalyticsChart
          metric={view.metric}
          projects={view.table.projects.map(({ id, name }) => ({ id, name }))}
          rows={view.table.rows.map(({ day, values }) => ({ day, values }))}
          label={t("chartLabel", { metric: metricName })}
        />
        <ChartTableView metric={view.metric} table={view.table} />
      </div>
    </section>
  );
}
