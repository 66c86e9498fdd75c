import type { DbOrTx } from "@hopper/core/db";

export const METRICS = ["downloads", "views", "revenue"] as const;
export type Metric = (typeof METRICS)[number];

export interface SeriesInput {
  metric: Metric;
  projectIds: string[];
  /** Inclusive UTC days, YYYY-MM-DD (resolveRange). */
  from: string;
  to: string;
}

export interface SeriesPoint {
  projectId: string;
  day: string;
  /** A count, or for revenue USD cents. */
  value: number;
}

/**
 * One value per project and UTC day over the range, from the daily roll-ups (download_daily, view_daily summed over
 * versions, countries and referrer kinds) or, for revenue, the ledger's earnings (cents). One grouped query whatever
 * the number of projects; days without anything are left out (the chart and table fill them with 0). Sorted by day,
 * then project id.
 */
export async function dailySeries(db: DbOrTx, input: SeriesInput): Promise<SeriesPoint[]> {
  if (input.projectIds.length === 0 || input.from > input.to) return [];
  const projectId = { in: [...new Set(input.projectIds)] };
  const day = { gte: new Date(`${input.from}T00:00:00.000Z`), lte: new Date(`${input.to}T00:00:00.000Z`) };
  let points: SeriesPoint[];
  if (input.metric === "revenue") {
    const rows = await db.revenueEntry.groupBy({
      by: ["projectId", "day"],
      where: { kind: "earning", projectId, day },
      _sum: { amountMinor: true },
    });
    points = rows.flatMap((row) =>
      row.projectId && row.day
        ? [{ projectId: row.projectId, day: isoDay(row.day), value: Number(row._sum.amountMinor ?? 0n) }]
        : [],
    );
  } else {
    const where = { projectId, day };
    const by: ("projectId" | "day")[] = ["projectId", "day"];
    const rows =
      input.metric === "downloads"
        ? await db.downloadDaily.groupBy({ by, where, _sum: { count: true } })
        : await db.viewDaily.groupBy({ by, where, _sum: { count: true } });
    points = rows.map((row) => ({ projectId: row.projectId, day: isoDay(row.day), value: row._sum.count ?? 0 }));
  }
  return points
    .filter((point) => point.value !== 0)
    .sort((a, b) => (a.day === b.day ? a.projectId.localeCompare(b.projectId) : a.day < b.day ? -1 : 1));
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
