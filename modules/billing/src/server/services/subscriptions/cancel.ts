import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "../charges/refusals";
import { actionableSubscription, periodCharge } from "./access";

/**
 * Cancels a subscription (its owner, or staff): the open charge of the next period becomes cancelled, so it is
 * never collected and perks stay until its due date; a failed charge's retries stop. A payment in flight cannot be
 * cancelled. The unprovision job ends the subscription when the period is over.
 */
export async function cancelSubscription(db: DbOrTx, actor: Actor | null, id: string) {
  const subscription = await actionableSubscription(db, actor, id, { staff: true });
  const charge = await periodCharge(db, subscription.id);
  if (charge?.status === "processing") throw refusal("conflict", problem("paymentInProgress"));
  if (!charge || (charge.status !== "open" && charge.status !== "failed")) {
    throw refusal("conflict", problem("alreadyCancelled"));
  }
  const changed = await db.charge.updateMany({
    where: { id: charge.id, status: charge.status },
    data: { status: "cancelled" },
  });
  if (changed.count === 0) throw refusal("conflict", problem("paymentInProgress"));
  return { subscriptionId: subscription.id, chargeId: charge.id, activeUntil: charge.due };
}

/**
 * Undoes a cancellation while the period still runs (its owner, or staff): the cancelled charge is open again and
 * the renewal job collects it at its due date. After the period: resubscribe.
 */
export async function uncancelSubscription(db: DbOrTx, actor: Actor | null, id: string, now: Date) {
  const subscription = await actionableSubscription(db, actor, id, { staff: true });
  const charge = await periodCharge(db, subscription.id);
  if (!charge || charge.status !== "cancelled") throw refusal("conflict", problem("notCancelled"));
  // A charge that was attempted (a failed renewal, then cancelled) or whose period is over is not a running period.
  if (charge.due <= now || charge.attempts > 0 || !subscription.provisioned) {
    throw refusal("conflict", problem("periodEnded"));
  }
  const changed = await db.charge.updateMany({
    where: { id: charge.id, status: "cancelled" },
    data: { status: "open" },
  });
  if (changed.count === 0) throw refusal("conflict", problem("notCancelled"));
  return { subscriptionId: subscription.id, chargeId: charge.id, due: charge.due };
}
