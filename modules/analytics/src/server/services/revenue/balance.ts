import type { DbOrTx } from "@hopper/core/db";

export interface RevenueBalance {
  /** What may be withdrawn now: every entry available by `now` (earnings past their hold, minus withdrawals). */
  availableMinor: number;
  /** Earnings still on hold. */
  pendingMinor: number;
  /** Every earning ever, available or not. */
  lifetimeMinor: number;
  /**
   * What left the balance in withdrawals, net of returned ones; all time, and for the payouts made since 1 January
   * (UTC) of `now`: a withdrawal and its return count by the payout's created_at, so a December withdrawal that
   * fails in January nets out in December's year instead of making January's figure negative.
   */
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
  // LEFT JOIN: earnings have no payout; an entry whose payout row is gone falls back to its own date.
  const [sums] = await db.$queryRaw<Sums[]>`
    SELECT
      SUM(l.amount_minor) FILTER (WHERE l.available_at <= ${now})::bigint AS available,
      SUM(l.amount_minor) FILTER (WHERE l.available_at > ${now} AND l.kind = 'earning')::bigint AS pending,
      SUM(l.amount_minor) FILTER (WHERE l.kind = 'earning')::bigint AS lifetime,
      (-SUM(l.amount_minor) FILTER (WHERE l.kind IN ('withdrawal', 'returned')))::bigint AS withdrawn,
      (-SUM(l.amount_minor) FILTER (
        WHERE l.kind IN ('withdrawal', 'returned') AND COALESCE(p.created_at, l.available_at) >= ${yearStart}
      ))::bigint AS withdrawn_ytd
    FROM revenue_ledger l LEFT JOIN payouts p ON p.id = l.payout_id
    WHERE l.user_id = ${userId}`;
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
