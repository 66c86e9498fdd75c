import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { attemptCharge } from "../charges/collect";
import { amountFor } from "../charges/intervals";
import { notificationText, problem, refusal } from "../charges/refusals";
import { inTransaction } from "../charges/transaction";
import { paymentProvider } from "../providers/configured";
import type { PaymentProvider } from "../providers/provider";
import { actionableSubscription, periodCharge, primaryPaymentMethod } from "./access";
import type { PurchaseResult } from "./purchase";

/**
 * Resubscribes after a failed or cancelled period (the owner): the old period charge stops (a failed one is
 * cancelled, so its retries end), a new open charge is due now and collected on-session with the primary payment
 * method, like a purchase. A cancelled period that still runs is undone with uncancel instead.
 */
export async function resubscribe(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
): Promise<PurchaseResult> {
  const subscription = await actionableSubscription(db, actor, id);
  const method = await primaryPaymentMethod(db, subscription.userId, provider.id);
  if (!method) throw refusal("conflict", problem("noPaymentMethod"));
  const amount = amountFor(subscription.price, subscription.interval);
  if (amount === null) {
    throw refusal("invalid_input", problem("intervalNotOffered", { interval: subscription.interval }));
  }
  const charge = await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:subscription:${subscription.id}`}))::text`;
    const current = await periodCharge(tx, subscription.id);
    if (!current || (current.status !== "failed" && current.status !== "cancelled")) {
      throw refusal("conflict", problem("notResubscribable"));
    }
    if (current.status === "cancelled" && current.due > now && current.attempts === 0 && subscription.provisioned) {
      throw refusal("conflict", problem("stillActive", { date: current.due.toISOString().slice(0, 10) }));
    }
    await tx.charge.updateMany({ where: { id: current.id, status: "failed" }, data: { status: "cancelled" } });
    return tx.charge.create({
      data: {
        id: newId(),
        userId: subscription.userId,
        subscriptionId: subscription.id,
        priceId: subscription.priceId,
        type: "subscription",
        status: "open",
        amount,
        currency: subscription.price.currency,
        interval: subscription.interval,
        due: now,
        paymentMethodId: method.id,
        provider: provider.id,
      },
    });
  });
  const base = { subscriptionId: subscription.id, chargeId: charge.id };
  const outcome = await attemptCharge(
    db,
    provider,
    charge,
    method,
    {
      offSession: false,
      description: subscription.price.product.name,
      unreachable: notificationText("renewalUnreachable"),
    },
    now,
  );
  // The renewal job took this attempt first: its answer arrives like any renewal's.
  if (!outcome) return { ...base, status: "processing" };
  if (outcome.status === "failed") return { ...base, status: "failed", message: outcome.message };
  if (outcome.status === "requires_action") {
    return { ...base, status: "requires_action", actionUrl: outcome.actionUrl, clientSecret: outcome.clientSecret };
  }
  return { ...base, status: outcome.status };
}
