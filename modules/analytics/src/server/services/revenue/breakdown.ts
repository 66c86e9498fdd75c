import type { DbOrTx } from "@hopper/core/db";

import { monthString } from "./month";

export interface MonthlyProjectEarning {
  /** "YYYY-MM". */
  month: string;
  projectId: string;
  /** The project's slug and name now; null when it has been deleted since (its earnings stay in the ledger). */
  slug: string | null;
  name: string | null;
  amountMinor: number;
}

/** How many months /dashboard/revenue breaks down, the current one included. */
export const BREAKDOWN_MONTHS = 12;

/** A user's earnings per project per month over the last BREAKDOWN_MONTHS months, newest month first. */
export async function monthlyBreakdown(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<MonthlyProjectEarning[]> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (BREAKDOWN_MONTHS - 1), 1));
  const rows = await db.$queryRaw<
    { month: Date; project_id: string; slug: string | null; name: string | null; amount: bigint }[]
  >`
    SELECT date_trunc('month', l.day)::date AS month, l.project_id, p.slug, p.name, SUM(l.amount_minor)::bigint AS amount
    FROM revenue_ledger l LEFT JOIN projects p ON p.id = l.project_id
    WHERE l.user_id = ${userId} AND l.kind = 'earning' AND l.day >= ${from}::date
    GROUP BY 1, l.project_id, p.slug, p.name
    ORDER BY 1 DESC, amount DESC, l.project_id COLLATE "C"`;
  return rows.map((row) => ({
    month: monthString(row.month),
    projectId: row.project_id,
    slug: row.slug,
    name: row.name,
    amountMinor: Number(row.amount),
  }));
}
