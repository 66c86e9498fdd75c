"use client";

import { useT } from "@hopper/ui/i18n/client";

import { chartsMessages } from "./charts-messages";

/** The most projects a tooltip lists (spec §9); the rest are counted ("and N more"). */
export const TOOLTIP_LIMIT = 15;

export interface TooltipEntry {
  name: string;
  value: number;
  color?: string;
}

/** The entries a tooltip lists: largest first (then by name), at most `limit`, the number left out and the sum. */
export function tooltipEntries(entries: readonly TooltipEntry[], limit = TOOLTIP_LIMIT) {
  const sorted = [...entries].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return {
    shown: sorted.slice(0, limit),
    more: Math.max(0, sorted.length - limit),
    total: entries.reduce((sum, entry) => sum + entry.value, 0),
  };
}

/** A day's tooltip: the day, up to 15 projects with their values, "and N more", and the day's total. */
export function ChartTooltipContent({
  day,
  entries,
  format,
}: {
  day: string;
  entries: readonly TooltipEntry[];
  format: (value: number) => string;
}) {
  const t = useT(chartsMessages);
  const { shown, more, total } = tooltipEntries(entries);
  return (
    <div className="rounded-lg border border-divider bg-raised p-2 text-xs shadow" data-testid="analytics-tooltip">
      <p className="font-bold">{day}</p>
      <ul>
        {shown.map((entry) => (
          <li key={entry.name} className="flex justify-between gap-4">
            <span style={entry.color ? { color: entry.color } : undefined} dir="auto">
              {entry.name}
            </span>
            <span>{format(entry.value)}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-secondary">{t("tooltip.more", { count: more })}</p> : null}
      <p className="mt-1 flex justify-between gap-4 font-bold">
        <span>{t("tooltip.total")}</span>
        <span>{format(total)}</span>
      </p>
    </div>
  );
}
