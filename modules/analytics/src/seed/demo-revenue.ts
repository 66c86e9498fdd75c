import type { Actor } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import { markPayout } from "../server/services/payouts/decide";
import { manualProvider } from "../server/services/payouts/providers/manual";
import { requestWithdrawal } from "../server/services/payouts/withdraw";
import { revenueBalance } from "../server/services/revenue/balance";
import { splitRevenueDay } from "../server/services/revenue/split";

// demo-creator's revenue (docs/analytics.md "Demo data"): a pool for each month the demo's days touch, the daily
// split run for each of those days (the real job's service, so the ledger is what production writes), and one
// paid transfer — a withdrawal through the manual provider that demo-admin marked paid. The split is idempotent
// per day; pools are only created when missing, and the transfer only when demo-creator has no paid one.

/** Each month's demo pool: $3,000.00, counting views and downloads. */
export const DEMO_POOL_MINOR = 300_000;
/** The demo's paid transfer, fee included (PayPal's 2% fee: 40 cents). */
export const DEMO_TRANSFER_MINOR = 2_000;
export const DEMO_TRANSFER_ADDRESS = "creator@hopper.test";

/** Creates the missing pools of the months of `days`; returns how many it created. */
async function seedPools(db: Db, days: string[]): Promise<number> {
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
  const created = await db.revenuePool.createMany({
    data: months.map((month) => ({ month: new Date(`${month}T00:00:00Z`), amountMinor: BigInt(DEMO_POOL_MINOR) })),
    skipDuplicates: true,
  });
  return created.count;
}

/** Splits each demo day not split yet; returns how many days it split. */
async function seedSplits(db: Db, days: string[], now: Date): Promise<number> {
  const done = await db.revenueDay.findMany({
    where: { day: { gte: new Date(`${days[0]}T00:00:00Z`) } },
    select: { day: true },
  });
  const split = new Set(done.map((row) => row.day.toISOString().slice(0, 10)));
  const missing = days.filter((day) => !split.has(day));
  // The months side by side, each month's days one after the other (a split takes its month's pool lock, so days of
  // one month would only queue): about half the time of one long loop at the first `npm start`.
  const byMonth = new Map<string, string[]>();
  for (const day of missing) byMonth.set(day.slice(0, 7), [...(byMonth.get(day.slice(0, 7)) ?? []), day]);
  await Promise.all(
    [...byMonth.values()].map(async (monthDays) => {
      for (const day of monthDays) await splitRevenueDay(db, day, now);
    }),
  );
  return missing.length;
}

/** A paid transfer of demo-creator's, requested and marked paid now, unless it has one. */
async function seedTransfer(db: Db, creator: Actor, now: Date): Promise<boolean> {
  const paid = await db.payout.count({ where: { userId: creator.userId, status: "success" } });
  if (paid > 0) return false;
  const admin = await db.user.findUnique({ where: { usernameKey: "demo-admin" }, select: { id: true, role: true } });
  if (!admin) return false;
  const { availableMinor } = await revenueBalance(db, creator.userId, now);
  if (availableMinor < DEMO_TRANSFER_MINOR * 2) return false;
  // The manual provider whatever PAYOUT_PROVIDER says: the demo never sends money to PayPal.
  const payout = await requestWithdrawal(
    db,
    creator,
    { methodId: "paypal", amountMinor: DEMO_TRANSFER_MINOR, address: DEMO_TRANSFER_ADDRESS },
    now,
    manualProvider,
  );
  await markPayout(db, { userId: admin.id, role: admin.role }, payout.id, { status: "success" }, now);
  return true;
}

export interface RevenueSeedResult {
  pools: number;
  days: number;
  transfer: boolean;
}

export async function seedDemoRevenue(db: Db, creator: Actor, days: string[], now: Date): Promise<RevenueSeedResult> {
  const pools = await seedPools(db, days);
  const split = await seedSplits(db, days, now);
  const transfer = await seedTransfer(db, creator, now);
  return { pools, days: split, transfer };
}
