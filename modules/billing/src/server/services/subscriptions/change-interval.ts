import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { amountFor, isInterval } from "../charges/intervals";
import { problem, refusal } from "../charges/refusals";
import { inTransaction } from "../charges/transaction";
import { actionableSubscription, periodCharge } from "./access";

/**
 * Switches monthly ↔ quarterly ↔ yearly (the owner): the open charge of the next period takes the new interval's
 * amount and length; nothing is charged now, the change applies at renewal.
 */
export async function changeInterval(db: DbOrTx, actor: Actor | null, id: string, interval: string) {
  const subscription = await actionableSubscription(db, actor, id);
  if (!isInterval(interval)) throw refusal("invalid_input", problem("intervalNotOffered", { interval }), "interval");
  const charge = await periodCharge(db, subscription.id);
  if (!charge || charge.status !== "open") throw refusal("conflict", problem("noOpenCharge"));
  if (subscription.interval === interval && charge.interval === interval) {
    throw refusal("conflict", problem("sameInterval", { interval }));
  }
  // The open charge may already be on a downgraded plan: that plan's price decides the amount.
  const price = charge.priceId
    ? await db.billingPrice.findUniqueOrThrow({ where: { id: charge.priceId } })
    : subscription.price;
  const amount = amountFor(price, interval);
  if (amount === null) throw refusal("invalid_input", problem("intervalNotOffered", { interval }), "interval");
  await inTransaction(db, async (tx) => {
    const changed = await tx.charge.updateMany({
      where: { id: charge.id, status: "open" },
      data: { interval, amount },
    });
    if (changed.count === 0) throw refusal("conflict", problem("paymentInProgress"));
    await tx.subscription.update({ where: { id: subscription.id }, data: { interval } });
  });
  return { subscriptionId: subscription.id, chargeId: charge.id, interval, amount, currency: charge.currency };
}
