import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { adminOnly } from "@hopper/core/errors";
import { formatMinorUnits } from "@hopper/core/format";

import { inTransaction } from "./transaction";
import { monthDate, monthString } from "./month";
import { problem, refusal } from "./refusals";

/** The largest pool a month may have: $10,000,000 in cents. */
export const POOL_MAX_MINOR = 1_000_000_000;

export interface PoolInput {
  /** "YYYY-MM". */
  month: string;
  amountMinor: number;
  countsViews: boolean;
  countsDownloads: boolean;
}

export interface PoolMonth {
  month: string;
  amountMinor: number;
  countsViews: boolean;
  countsDownloads: boolean;
  /** Days of the month already split, of the month's days. */
  daysSplit: number;
  daysInMonth: number;
  /** What the split days paid to creators, and what of their parts nobody earned (days nothing qualified). */
  distributedMinor: number;
  undistributedMinor: number;
}

const requireAdmin = (actor: Actor | null) => {
  if (actor?.role !== "admin") throw adminOnly();
};

/**
 * Sets a month's pool (admins). Once any day of the month has been split the pool is fixed: the days already paid
 * used its amount, and a change would break "the month's days sum to its pool".
 */
export async function setRevenuePool(db: DbOrTx, actor: Actor | null, input: PoolInput): Promise<PoolMonth> {
  requireAdmin(actor);
  const month = monthDate(input.month);
  if (!month) throw refusal("invalid_input", problem("month"), "month");
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0 || input.amountMinor > POOL_MAX_MINOR) {
    throw refusal("invalid_input", problem("amount", { max: formatMinorUnits(POOL_MAX_MINOR) }), "amountMinor");
  }
  if (!input.countsViews && !input.countsDownloads) throw refusal("invalid_input", problem("counts"), "counts");
  const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  await inTransaction(db, async (tx) => {
    // The split of a day of this month takes the same lock, so a pool cannot change under a running split.
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`revenue-pool:${input.month}`}))::text`;
    const split = await tx.revenueDay.count({ where: { day: { gte: month, lt: next } } });
    if (split > 0) throw refusal("conflict", problem("poolLocked", { month: input.month }));
    const data = {
      amountMinor: BigInt(input.amountMinor),
      countsViews: input.countsViews,
      countsDownloads: input.countsDownloads,
      updatedById: actor?.userId ?? null,
    };
    await tx.revenuePool.upsert({ where: { month }, create: { month, ...data }, update: data });
  });
  const [pool] = await revenuePools(db, actor, { month: input.month });
  if (!pool) throw new Error("the pool just written is missing");
  return pool;
}

/** Every month with a pool, newest first, with what its split days distributed (admins). */
export async function revenuePools(
  db: DbOrTx,
  actor: Actor | null,
  filter: { month?: string } = {},
): Promise<PoolMonth[]> {
  requireAdmin(actor);
  const only = filter.month ? monthDate(filter.month) : null;
  const pools = await db.revenuePool.findMany({
    where: only ? { month: only } : {},
    orderBy: { month: "desc" },
    take: 240,
  });
  if (pools.length === 0) return [];
  const days = await db.$queryRaw<{ month: Date; days: number; pool: bigint; distributed: bigint }[]>`
    SELECT date_trunc('month', day)::date AS month, COUNT(*)::int AS days, SUM(pool_minor)::bigint AS pool,
      SUM(distributed_minor)::bigint AS distributed
    FROM revenue_days WHERE day >= ${pools.at(-1)?.month}::date GROUP BY 1`;
  const byMonth = new Map(days.map((row) => [monthString(row.month), row]));
  return pools.map((pool) => {
    const key = monthString(pool.month);
    const split = byMonth.get(key);
    return {
      month: key,
      amountMinor: Number(pool.amountMinor),
      countsViews: pool.countsViews,
      countsDownloads: pool.countsDownloads,
      daysSplit: split?.days ?? 0,
      daysInMonth: new Date(Date.UTC(pool.month.getUTCFullYear(), pool.month.getUTCMonth() + 1, 0)).getUTCDate(),
      distributedMinor: Number(split?.distributed ?? 0n),
      undistributedMinor: Number((split?.pool ?? 0n) - (split?.distributed ?? 0n)),
    };
  });
}
