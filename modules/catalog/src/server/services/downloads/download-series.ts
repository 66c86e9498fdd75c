import type { DbOrTx } from "@hopper/core/db";

export interface DownloadDay {
  /** The UTC day, as YYYY-MM-DD. */
  day: string;
  count: number;
}

export interface DownloadSeries {
  total: number;
  days: DownloadDay[];
}

export const DOWNLOAD_SERIES_DAYS = 30;

/**
 * Downloads per day of the given projects over the last `days` days, summed across them, from the daily roll-up
 * (download_daily). Days without downloads are left out. One query whatever the number of projects: the project
 * and organization analytics tabs both read it.
 */
export async function downloadSeries(
  db: DbOrTx,
  projectIds: readonly string[],
  { days = DOWNLOAD_SERIES_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<DownloadSeries> {
  if (projectIds.length === 0) return { total: 0, days: [] };
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db.downloadDaily.groupBy({
    by: ["day"],
    where: { projectId: { in: [...projectIds] }, day: { gte: since } },
    _sum: { count: true },
    orderBy: { day: "asc" },
  });
  const series = rows.map((row) => ({ day: row.day.toISOString().slice(0, 10), count: row._sum.count ?? 0 }));
  return { total: series.reduce((sum, row) => sum + row.count, 0), days: series };
}
