import { daysBetween } from "./ranges";
import type { SeriesPoint } from "./series";

export interface ChartTableProject {
  id: string;
  name: string;
}

/** A chart's numbers: one row per day with a value per project (in the projects' order) and the day's total. */
export interface ChartTable {
  projects: ChartTableProject[];
  rows: { day: string; values: number[]; total: number }[];
  /** Per project over the range, in the projects' order. */
  projectTotals: number[];
  total: number;
}

/** Every day of the range, 0 where the series has nothing (a chart's line does not skip a quiet day). */
export function buildChartTable(
  projects: readonly ChartTableProject[],
  range: { from: string; to: string },
  points: readonly SeriesPoint[],
): ChartTable {
  const column = new Map(projects.map((project, index) => [project.id, index]));
  const rows = daysBetween(range.from, range.to).map((day) => ({
    day,
    values: projects.map(() => 0),
    total: 0,
  }));
  const rowOf = new Map(rows.map((row) => [row.day, row]));
  const projectTotals = projects.map(() => 0);
  let total = 0;
  for (const point of points) {
    const row = rowOf.get(point.day);
    const index = column.get(point.projectId);
    if (!row || index === undefined) continue;
    row.values[index] = (row.values[index] ?? 0) + point.value;
    row.total += point.value;
    projectTotals[index] = (projectTotals[index] ?? 0) + point.value;
    total += point.value;
  }
  return { projects: [...projects], rows, projectTotals, total };
}
