"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import type { Metric } from "../../server/services/charts/series";
import { ChartTooltipContent, type TooltipEntry } from "./chart-tooltip";
import { formatShort, formatValue } from "./metric-format";

// Distinct line colours, repeated past the twelfth project (the tooltip and the table name them anyway).
const COLORS = [
  "#1bd96a",
  "#4f9cff",
  "#ff8a3d",
  "#c46bff",
  "#ff4d6d",
  "#ffd23f",
  "#2ec4b6",
  "#e76f51",
  "#8ac926",
  "#6a4c93",
  "#f15bb5",
  "#00bbf9",
];

/** What the chart draws (analytics-chart.tsx wraps it in its figure). */
export interface AnalyticsLineChartProps {
  metric: Metric;
  projects: { id: string; name: string }[];
  rows: { day: string; values: number[] }[];
}

/** One line per project over the range's days (recharts); the tooltip lists up to 15 projects and the day's sum. */
export default function AnalyticsLineChart({ metric, projects, rows }: AnalyticsLineChartProps) {
  const data = rows.map((row) => ({
    day: row.day,
    ...Object.fromEntries(projects.map((project, index) => [project.id, row.values[index] ?? 0])),
  }));
  const names = new Map(projects.map((project) => [project.id, project.name]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis
          tick={{ fontSize: 12 }}
          width={64}
          allowDecimals={false}
          tickFormatter={(value: number) => formatShort(metric, value)}
        />
        <Tooltip
          content={({ active, payload, label: day }) => {
            if (!active || !payload?.length) return null;
            const entries: TooltipEntry[] = payload.map((item) => ({
              name: names.get(String(item.dataKey)) ?? String(item.dataKey),
              value: Number(item.value ?? 0),
              color: item.color,
            }));
            return (
              <ChartTooltipContent day={String(day)} entries={entries} format={(value) => formatValue(metric, value)} />
            );
          }}
        />
        {projects.map((project, index) => (
          <Line
            key={project.id}
            type="monotone"
            dataKey={project.id}
            name={project.name}
            stroke={COLORS[index % COLORS.length]}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
