import type { DbOrTx } from "@hopper/core/db";
import { ID_PATTERN } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { applySettlement } from "./apply";
import type { PaypalEvent } from "./providers/paypal/webhook";
import { eventItemStatus, payoutStatusOf } from "./providers/paypal/status";
import type { PayoutStatus } from "./view";

/**
 * Applies a verified PAYMENT.PAYOUTS-ITEM.* event to the payout it names (its sender_item_id is our payout id).
 * An event about no payout of ours, another batch, or a payout already final is acknowledged and changes nothing,
 * so PayPal stops delivering it; a repeated event changes nothing twice (settle.ts is idempotent).
 */
export async function receivePaypalEvent(
  db: DbOrTx,
  event: PaypalEvent,
  now: Date = new Date(),
): Promise<{ applied: boolean }> {
  const transaction = eventItemStatus(event.event_type) ?? event.resource.transaction_status ?? "";
  const payoutId = event.resource.payout_item?.sender_item_id ?? "";
  if (!ID_PATTERN.test(payoutId)) return { applied: false };
  const payout = await db.payout.findUnique({ where: { id: payoutId } });
  if (!payout || payout.provider !== "paypal") return { applied: false };
  const batchId = event.resource.payout_batch_id;
  if (payout.platformId && batchId && batchId !== payout.platformId) return { applied: false };
  const status = payoutStatusOf(transaction, payout.status as PayoutStatus);
  if (!status) return { applied: false };
  const errors = event.resource.errors;
  const reason =
    status === "failed"
      ? [transaction, errors?.name, errors?.message].filter(Boolean).join(": ").slice(0, 500)
      : undefined;
  try {
    const settlement = {
      status,
      ...(reason ? { reason } : {}),
      ...(!payout.platformId && batchId ? { platformId: batchId.slice(0, 128) } : {}),
    };
    return { applied: (await applySettlement(db, payout.id, settlement, now)).changed };
  } catch (error) {
    // Final already (paid, then a late RETURNED): PayPal's news cannot move it; acknowledged, not retried forever.
    if (error instanceof AppError && error.code === "conflict") return { applied: false };
    throw error;
  }
}
