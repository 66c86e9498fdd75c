import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "./refusals";
import { payoutView } from "./view";
import type { PayoutStatus, PayoutView } from "./view";

/** Statuses a payout never leaves: the money arrived, or came back (failed, cancelled). */
export const FINAL_STATUSES: readonly PayoutStatus[] = ["success", "failed", "cancelled"];

/** Statuses in which the money is neither delivered nor back: what admins and the poll job look at. */
export const OPEN_STATUSES: readonly PayoutStatus[] = ["in-transit", "cancelling", "unknown"];

/** How a final status reads in a refusal ("This payout is already paid"). */
const FINAL_WORDS: Partial<Record<PayoutStatus, string>> = {
  success: "paid",
  failed: "failed",
  cancelled: "cancelled",
};

/** Failed and cancelled payouts give the money back. */
const RETURNS_MONEY: readonly PayoutStatus[] = ["failed", "cancelled"];

export interface Settlement {
  status: PayoutStatus;
  reason?: string | null;
  platformId?: string | null;
  decidedById?: string | null;
}

/**
 * Moves a payout to `next` inside the caller's transaction, with the row locked, and writes the `returned` ledger
 * entry when the money comes back. Idempotent: settling a payout into the status it already has changes nothing
 * (a webhook delivered twice, an admin's double click); the unique (kind, payout_id) index would refuse a second
 * return anyway. A final payout cannot move to another status: conflict. Returns the payout and whether it changed.
 */
export async function settlePayout(
  tx: DbOrTx,
  payoutId: string,
  next: Settlement,
  now: Date = new Date(),
): Promise<{ payout: PayoutView; changed: boolean }> {
  const locked = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM payouts WHERE id = ${payoutId} FOR UPDATE`;
  const current = locked[0]?.status as PayoutStatus | undefined;
  if (!current) throw refusal("not_found", problem("notFound"));
  if (current === next.status && next.platformId === undefined) {
    return { payout: payoutView(await tx.payout.findUniqueOrThrow({ where: { id: payoutId } })), changed: false };
  }
  if (FINAL_STATUSES.includes(current) && current !== next.status) {
    throw refusal("conflict", problem("decided", { status: FINAL_WORDS[current] ?? current }));
  }
  const row = await tx.payout.update({
    where: { id: payoutId },
    data: {
      status: next.status,
      // The caller's clock, not Prisma's: the poll measures how long a payout has been unknown from this (poll.ts).
      updatedAt: now,
      ...(next.reason !== undefined ? { failureReason: next.reason } : {}),
      ...(next.platformId !== undefined ? { platformId: next.platformId } : {}),
      ...(next.decidedById !== undefined ? { decidedById: next.decidedById } : {}),
    },
  });
  if (RETURNS_MONEY.includes(next.status)) {
    // ON CONFLICT: the return is written once per payout, whatever path (admin, webhook, poll) gets here first.
    await tx.$executeRaw`
      INSERT INTO revenue_ledger (user_id, kind, amount_minor, payout_id, available_at, created_at)
      VALUES (${row.userId}, 'returned', ${row.amountMinor}, ${row.id}, ${now}, ${now})
      ON CONFLICT (kind, payout_id) DO NOTHING`;
  }
  return { payout: payoutView(row), changed: current !== next.status };
}
