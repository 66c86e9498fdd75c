import type { DbOrTx } from "@hopper/core/db";

/** Earnings that became available on one date (a month's earnings after their hold), in USD cents. */
export interface AvailableEarnings {
  availableAt: Date;
  amountMinor: number;
}

/**
 * The reference's `payout_available` history items: a user's earnings grouped by the date they became available
 * (every earning of a month shares one date, so one item per month), only dates already past, newest first.
 */
export async function availableEarnings(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<AvailableEarnings[]> {
  const rows = await db.$queryRaw<{ available_at: Date; amount: bigint }[]>`
    SELECT available_at, SUM(amount_minor)::bigint AS amount FROM revenue_ledger
    WHERE user_id = ${userId} AND kind = 'earning' AND available_at <= ${now}
    GROUP BY available_at ORDER BY available_at DESC`;
  return rows.map((row) => ({ availableAt: row.available_at, amountMinor: Number(row.amount) }));
}
