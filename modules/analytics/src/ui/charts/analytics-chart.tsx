"use client";

import dynamic from "next/dynamic";

import type { AnalyticsLineChartProps } from "./analytics-line-chart";

// recharts and its helpers are half a megabyte of script. Imported statically, the bundler put them in a chunk
// shared with the header's client components, so every page of the site loaded them (1.1 MB of script a page, the
// chart's half of it needed on the analytics pages alone). Loaded on demand, only a page that draws a chart fetches them.
const AnalyticsLineChart = dynamic(() => import("./analytics-line-chart"));

export interface AnalyticsChartProps extends AnalyticsLineChartProps {
  /** The chart's accessible name (the table beside it carries the numbers). */
  label: string;
}

/** The chart's figure, sized before its lines arrive so the page does not move when they do. */
export function AnalyticsChart({ label, ...chart }: AnalyticsChartProps) {
  return (
    <figure className="h-80 w-full" aria-label={label} data-testid="analytics-chart">
      <AnalyticsLineChart {...chart} />
    </figure>
  );
}
