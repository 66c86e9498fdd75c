import { formatNumber } from "@hopper/core/format/number";

import type { DownloadSeries } from "../../server/services/downloads/download-series";
import { card } from "./project-frame";

/** Downloads per day as bars, under a heading that gives the total (the project and organization analytics tabs). */
export function DownloadChart({
  series,
  heading,
  testId,
}: {
  series: DownloadSeries;
  heading: string;
  testId: string;
}) {
  const max = Math.max(1, ...series.days.map((row) => row.count));
  return (
    <section className={card} aria-labelledby="analytics-heading" data-testid={testId}>
      <h2 id="analytics-heading" className="mb-2 font-bold">
        {heading}: {formatNumber(series.total)}
      </h2>
      <ul className="flex flex-col gap-1 text-xs">
        {series.days.map((row) => (
          <li key={row.day} className="flex items-center gap-2">
            <span className="w-24">{row.day}</span>
            <span className="h-2 bg-brand" style={{ width: `${(row.count / max) * 60}%` }} />
            <span>{formatNumber(row.count)}</span>
          </li>
        ))}
      </ul>
      {series.days.length === 0 ? <p className="text-sm text-secondary">No downloads yet.</p> : null}
    </section>
  );
}
