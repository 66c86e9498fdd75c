import type { DbOrTx } from "@hopper/core/db";

export interface RevenueBalance {
  /** What may be withdrawn now: every entry available by `now` (earnings past their hold, minus withdrawals). */
  availableMinor: number;
  /** Earnings still on hold. */
  pendingMinor: number;
  /** Every earning ever, available or not. */
  lifetimeMinor: number;
  /** What left the balance in withdrawals, net of returned ones; all time and since 1 January (UTC) of `now` (by availableAt, the request time). */
  withdrawnLifetimeMinor: number;
  withdrawnYtdMinor: number;
  /** The pending earnings by the day they become available, soonest first. */
  pendingByDate: { date: string; amountMinor: number }[];
}

interface Sums {
  available: bigint | null;
  pending: bigint | null;
  lifetime: bigint | null;
  withdrawn: bigint | null;
  withdrawn_ytd: bigint | null;
}

/**
 * A user's balance from the ledger (amounts are signed: withdrawals negative, returns positive). Withdrawals and
 * returns are available at once, so `availableMinor` never counts money still on hold. Cents are summed in the
 * database as numeric and converted once; a balance beyond 2^53 cents is not a realistic concern.
 */
export async function revenueBalance(db: DbOrTx, userId: string, now: Date = new Date()): Promise<RevenueBalance> {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const [sums] = await db.$queryRaw<Sums[]>`
    SELECT
      SUM(amount_minor) FILTER (WHERE available_at <= ${now})::bigint AS available,
      SUM(amount_minor) FILTER (WHERE available_at > ${now} AND kind = 'earning')::bigint AS pending,
      SUM(amount_minor) FILTER (WHERE kind = 'earning')::bigint AS lifetime,
      (-SUM(amount_minor) FILTER (WHERE kind IN ('withdrawal', 'returned')))::bigint AS withdrawn,
      (-SUM(amount_minor) FILTER (WHERE kind IN ('withdrawal', 'returned') AND available_at >= ${yearStart}))::bigint
        AS withdrawn_ytd
    FROM revenue_ledger WHERE user_id = ${userId}`;
  const pending = await db.$queryRaw<{ date: Date; amount: bigint }[]>`
    SELECT available_at AS date, SUM(amount_minor)::bigint AS amount FROM revenue_ledger
    WHERE user_id = ${userId} AND kind = 'earning' AND available_at > ${now}
    GROUP BY available_at ORDER BY available_at`;
  const n = (value: bigint | null | undefined) => Number(value ?? 0n);
  return {
    availableMinor: n(sums?.available),
    pendingMinor: n(sums?.pending),
    lifetimeMinor: n(sums?.lifetime),
    withdrawnLifetimeMinor: n(sums?.withdrawn),
    withdrawnYtdMinor: n(sums?.withdrawn_ytd),
    pendingByDate: pending.map((row) => ({ date: row.date.toISOString().slice(0, 10), amountMinor: n(row.amount) })),
  };
}
