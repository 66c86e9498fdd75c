import type { DbOrTx } from "@hopper/core/db";

import { payoutView } from "./view";
import type { PayoutView } from "./view";

export const PAYOUTS_PAGE_SIZE = 25;

/** Every payout of a user, newest first (/v3/payout/history). Callers check who may see them. */
export async function listPayouts(db: DbOrTx, userId: string): Promise<PayoutView[]> {
  const rows = await db.payout.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(payoutView);
}

/** One page of a user's payouts, newest first (/dashboard/revenue/transfers), with the total for the pager. */
export async function pagePayouts(
  db: DbOrTx,
  userId: string,
  page: number,
  pageSize: number = PAYOUTS_PAGE_SIZE,
): Promise<{ payouts: PayoutView[]; total: number; page: number; pageCount: number }> {
  const total = await db.payout.count({ where: { userId } });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db.payout.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * pageSize,
    take: pageSize,
  });
  return { payouts: rows.map(payoutView), total, page: current, pageCount };
}
