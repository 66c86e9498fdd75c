import type { ChartTable } from "./chart-table";
import type { Metric } from "./series";

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a leading formula character is neutralised with a quote, then RFC 4180 quoting. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Revenue in the CSV is dollars with two decimals (exact: the ledger is whole cents). */
const csvValue = (metric: Metric, value: number): string | number =>
  metric === "revenue" ? (value / 100).toFixed(2) : value;

/**
 * The chart's data as CSV: a header, then one row per day and project (every day of the range, 0 included) with
 * the project's id, slug and name, and the metric's value (revenue in USD).
 */
export function chartCsv(metric: Metric, table: ChartTable, slugs: ReadonlyMap<string, string>): string {
  const header = ["day", "project_id", "project_slug", "project_name", metric === "revenue" ? "revenue_usd" : metric];
  const lines = [header.join(",")];
  for (const row of table.rows) {
    table.projects.forEach((project, index) => {
      lines.push(
        [row.day, project.id, slugs.get(project.id) ?? "", project.name, csvValue(metric, row.values[index] ?? 0)]
          .map(csvCell)
          .join(","),
      );
    });
  }
  return `${lines.join("\r\n")}\r\n`;
}
