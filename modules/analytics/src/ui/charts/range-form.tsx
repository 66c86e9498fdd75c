import { getT } from "@hopper/ui/i18n/server";
import { inputClassName } from "@hopper/ui/components/field";
import { buttonClassName } from "@hopper/ui/components/button";

import { chartQueryParams, type ChartQuery } from "../../server/services/charts/chart-query";
import type { DayRange } from "../../server/services/charts/ranges";
import { RANGES } from "../../server/services/charts/ranges";
import type { Metric } from "../../server/services/charts/series";
import { chartsMessages } from "./charts-messages";

/**
 * The chart's controls, all plain links and a GET form (they work without JavaScript): the metric links, the
 * range (a preset or a custom from–to) and the CSV export of what is shown.
 */
export async function RangeForm({
  path,
  query,
  range,
  metrics,
  exportHref,
}: {
  /** The page's own path: the form and the links reload it with another query. */
  path: string;
  query: ChartQuery;
  range: DayRange;
  metrics: Metric[];
  exportHref: string;
}) {
  const t = await getT(chartsMessages);
  const hrefFor = (metric: Metric) => {
    const params = chartQueryParams({ ...query, metric }).toString();
    return params ? `${path}?${params}` : path;
  };
  return (
    <div className="flex flex-col gap-3" data-testid="analytics-range">
      <nav aria-label={t("form.metric")} className="flex flex-wrap gap-2">
        {metrics.map((metric) => (
          <a
            key={metric}
            href={hrefFor(metric)}
            aria-current={metric === query.metric ? "page" : undefined}
            className="rounded-full px-3 py-1 text-sm aria-[current=page]:bg-brand aria-[current=page]:text-on-brand"
            data-testid={`analytics-metric-${metric}`}
          >
            {t(`metrics.${metric}`)}
          </a>
        ))}
      </nav>
      <form method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label={t("form.label")}>
        {query.metric !== "downloads" ? <input type="hidden" name="metric" value={query.metric} /> : null}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("form.range")}
          <select name="range" defaultValue={query.range} className={inputClassName}>
            {RANGES.map((name) => (
              <option key={name} value={name}>
                {t(`ranges.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("form.from")}
          <input type="date" name="from" defaultValue={range.from} maxLength={10} className={inputClassName} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("form.to")}
          <input type="date" name="to" defaultValue={range.to} maxLength={10} className={inputClassName} />
        </label>
        <button type="submit" className={buttonClassName()}>
          {t("form.show")}
        </button>
        <a href={exportHref} download className={buttonClassName({ variant: "ghost" })} data-testid="analytics-export">
          {t("form.export")}
        </a>
      </form>
    </div>
  );
}
