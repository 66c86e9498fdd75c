import { z } from "zod";

import { AppError } from "@hopper/core/errors";

import { METRICS, type Metric } from "./series";
import { RANGES, type RangeInput } from "./ranges";

/** What a chart's address asks for: ?range=30d|this-month|last-month|custom&from=&to=&metric=. */
export interface ChartQuery extends RangeInput {
  metric: Metric;
}

export const DEFAULT_CHART_QUERY: ChartQuery = { range: "30d", metric: "downloads" };

// Every field is short; a longer one is refused before it is parsed.
const schema = z.object({
  range: z.enum(RANGES, { error: `Choose a range: ${RANGES.join(", ")}.` }).default("30d"),
  metric: z.enum(METRICS, { error: `Choose a metric: ${METRICS.join(", ")}.` }).default("downloads"),
  from: z.string().max(10, "The start day must be a date written as YYYY-MM-DD.").optional(),
  to: z.string().max(10, "The end day must be a date written as YYYY-MM-DD.").optional(),
});

/** One value of a query parameter (the first when repeated); empty means absent, as an unfilled GET form sends it. */
function single(value: string | string[] | null | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === null || first === undefined || first === "" ? undefined : first;
}

/**
 * The chart query of a page's search params or a URL's; a bad value is an invalid_input (400) naming what to
 * change. The dates are checked by resolveRange.
 */
export function parseChartQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): ChartQuery {
  const get = (name: string) =>
    single(params instanceof URLSearchParams ? params.get(name) : (params as Record<string, string | string[]>)[name]);
  const parsed = schema.safeParse({ range: get("range"), metric: get("metric"), from: get("from"), to: get("to") });
  if (!parsed.success) throw new AppError("invalid_input", parsed.error.issues[0]?.message ?? "Invalid chart query.");
  const { range, metric, from, to } = parsed.data;
  return range === "custom" ? { range, metric, from, to } : { range, metric };
}

/** The query as search params (links to another metric or range, the CSV export), defaults left out. */
export function chartQueryParams(query: ChartQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.range !== "30d") params.set("range", query.range);
  if (query.range === "custom") {
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
  }
  if (query.metric !== "downloads") params.set("metric", query.metric);
  return params;
}
