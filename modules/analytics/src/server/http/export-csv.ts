import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { db, ID_PATTERN } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { requestViewer } from "@hopper/ui/server/request-viewer";

import { parseChartQuery } from "../services/charts/chart-query";
import { loadChartView, type ChartScope } from "../services/charts/chart-view";
import { chartCsv } from "../services/charts/csv";

/**
 * Charts look projects and organizations up by id only (the pages link with ids), so anything but an id's shape —
 * a NUL, which PostgreSQL refuses in text with an error, a slug, a long string — is told apart before the query.
 */
const idSchema = z.string().regex(ID_PATTERN);
const scopeSchema = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("dashboard") }),
  z.object({ scope: z.literal("project"), id: idSchema }),
  z.object({ scope: z.literal("organization"), id: idSchema }),
]);

function scopeOf(params: URLSearchParams): ChartScope {
  const parsed = scopeSchema.safeParse({
    scope: params.get("scope") ?? "dashboard",
    id: params.get("id") ?? undefined,
  });
  if (!parsed.success) {
    throw new AppError(
      "invalid_input",
      "Choose scope=dashboard, or scope=project or organization with its id (8 letters and digits).",
    );
  }
  const scope = parsed.data;
  if (scope.scope === "project") return { kind: "project", projectId: scope.id };
  if (scope.scope === "organization") return { kind: "organization", organizationId: scope.id };
  return { kind: "dashboard" };
}

/**
 * GET /api/analytics/export.csv?scope=dashboard|project|organization&id=…&range=…&from=…&to=…&metric=…: the
 * chart's data as a CSV download, one row per day and project, under the charts' own access rules (anonymous →
 * 401, a project or organization the viewer may not see → 404, revenue without VIEW_PAYOUTS → 403).
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const viewer = await requestViewer(request);
    if (!viewer) throw new AppError("unauthorized", "Sign in to export analytics.");
    const params = new URL(request.url).searchParams;
    const query = parseChartQuery(params);
    const view = await loadChartView(db(), actorOf(viewer), scopeOf(params), query);
    const slugs = new Map(view.projects.map((project) => [project.id, project.slug]));
    const filename = `analytics-${view.metric}-${view.range.from}-${view.range.to}.csv`;
    return new Response(chartCsv(view.metric, view.table, slugs), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.code, description: error.message }, { status: error.status });
    }
    throw error;
  }
}
