import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { requireAdmin } from "./access";
import { PAYOUTS_PAGE_SIZE } from "./list";
import { OPEN_STATUSES } from "./settle";
import { payoutView } from "./view";
import type { PayoutView } from "./view";

export interface AdminPayout extends PayoutView {
  username: string;
}

/**
 * The open payouts (/admin/payouts): in transit, cancelling or unknown, newest first (a fresh withdrawal is on
 * page 1 however many older ones wait), with the creator's username, a page at a time. PayPal's are listed too,
 * read-only: the page shows their status but only manual ones can be decided (decide.ts).
 */
export async function listOpenPayouts(
  db: DbOrTx,
  actor: Actor | null,
  page: number = 1,
  pageSize: number = PAYOUTS_PAGE_SIZE,
): Promise<{ payouts: AdminPayout[]; total: number; page: number; pageCount: number }> {
  requireAdmin(actor);
  const where = { status: { in: [...OPEN_STATUSES] } };
  const total = await db.payout.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db.payout.findMany({
    where,
    include: { user: { select: { username: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * pageSize,
    take: pageSize,
  });
  return {
    payouts: rows.map((row) => ({ ...payoutView(row), username: row.user.username })),
    total,
    page: current,
    pageCount,
  };
}
