import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { addMs, DAY_MS } from "../charges/intervals";
import { problem, refusal } from "../charges/refusals";
import { actionableSubscription, periodCharge, requireStaffActor } from "./access";

export const EXTEND_DAYS_MAX = 365;

/**
 * Staff give a subscription N free days: its next period's charge (open, failed or cancelled) moves its due date,
 * so renewal, retries and the end of the perks all move with it.
 */
export async function staffExtendSubscription(db: DbOrTx, actor: Actor | null, id: string, days: number) {
  requireStaffActor(actor);
  if (!Number.isInteger(days) || days < 1 || days > EXTEND_DAYS_MAX) {
    throw refusal("invalid_input", problem("extendDays", { max: String(EXTEND_DAYS_MAX) }), "days");
  }
  const subscription = await actionableSubscription(db, actor, id, { staff: true });
  const charge = await periodCharge(db, subscription.id);
  if (!charge || !["open", "failed", "cancelled"].includes(charge.status)) {
    throw refusal("conflict", problem("notExtendable"));
  }
  const due = addMs(charge.due, days * DAY_MS);
  const changed = await db.charge.updateMany({
    where: { id: charge.id, status: charge.status, due: charge.due },
    data: { due },
  });
  if (changed.count === 0) throw refusal("conflict", problem("paymentInProgress"));
  return { subscriptionId: subscription.id, chargeId: charge.id, due };
}
