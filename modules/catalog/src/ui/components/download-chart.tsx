"use client";

import { formatNumber } from "@hopper/core/format/number";
import { cardClassName } from "@hopper/ui/components/card";
import { useT } from "@hopper/ui/i18n/client";
import { DateTime } from "@hopper/ui/i18n/format";

import type { DownloadSeries } from "../../server/services/downloads/download-series";
import { partsMessages } from "../messages/parts";

// The card look of the project frame, without importing the (server) frame into this client component.
const card = cardClassName();

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
  const t = useT(partsMessages);
  const max = Math.max(1, ...series.days.map((row) => row.count));
  return (
    <section className={card} aria-labelledby="analytics-heading" data-testid={testId}>
      <h2 id="analytics-heading" className="mb-2 font-bold">
        {t("chart.heading", { heading, total: formatNumber(series.total) })}
      </h2>
      <ul className="flex flex-col gap-1 text-xs">
        {series.days.map((row) => (
          <li key={row.day} className="flex items-center gap-2">
            <DateTime value={`${row.day}T00:00:00Z`} className="w-24" />
            <span className="h-2 bg-brand" style={{ width: `${(row.count / max) * 60}%` }} />
            <span>{formatNumber(row.count)}</span>
          </li>
        ))}
      </ul>
      {series.days.length === 0 ? <p className="text-sm text-secondary">{t("chart.none")}</p> : null}
    </section>
  );
}
