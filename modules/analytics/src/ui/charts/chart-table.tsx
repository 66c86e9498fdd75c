import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";

import type { ChartTable } from "../../server/services/charts/chart-table";
import type { Metric } from "../../server/services/charts/series";
import { chartsMessages } from "./charts-messages";
import { formatValue } from "./metric-format";

/**
 * The chart's numbers as a server-rendered table (readable without JavaScript): a row per day, a column per
 * project and the day's total, and a last row of totals over the range.
 */
export async function ChartTableView({ metric, table }: { metric: Metric; table: ChartTable }) {
  const t = await getT(chartsMessages);
  const format = (value: number) => formatValue(metric, value);
  return (
    // A scrolling box is a focusable, named region so a keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      className="relative max-h-96 overflow-auto"
      data-testid="analytics-table"
      role="region"
      aria-label={t("table.caption", { metric: t(`metrics.${metric}`) })}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("table.caption", { metric: t(`metrics.${metric}`) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.day")}</th>
            {table.projects.map((project) => (
              <th key={project.id} scope="col" className="text-right" dir="auto">
                {project.name}
              </th>
            ))}
            <th scope="col" className="text-right">
              {t("table.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.day} className="border-t border-divider">
              <th scope="row" className="font-normal">
                <DateTime value={`${row.day}T00:00:00Z`} />
              </th>
              {row.values.map((value, index) => (
                <td key={table.projects[index]?.id ?? index} className="text-right">
                  {format(value)}
                </td>
              ))}
              <td className="text-right font-semibold">{format(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-divider font-semibold">
            <th scope="row">{t("table.allDays")}</th>
            {table.projectTotals.map((value, index) => (
              <td key={table.projects[index]?.id ?? index} className="text-right">
                {format(value)}
              </td>
            ))}
            <td className="text-right" data-testid="analytics-total">
              {format(table.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
