import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { notify } from "@hopper/notifications/server";

import { announcePlanChanged, provisionerFor } from "../provisioning/registry";
import { addMs, amountFor, intervalMs, LIVE_STATUSES } from "./intervals";
import { notificationText } from "./refusals";

// The charge state machine's guarded transitions (docs/billing.md, "Subscriptions and charges"). Each one is a
// single conditional UPDATE: concurrent or replayed callers race on the row, exactly one wins, and only the winner
// runs the follow-up (provisioning, the next charge, notifications) in the same transaction. No transition moves a
// charge backwards: succeeded and refunded are final, a late `processing` never undoes a failure or a success.

const MESSAGE_MAX = 500;

/** Money has been taken: from any state but succeeded/refunded (a late success after a failure is still money). */
const SUCCEEDABLE = ["open", "processing", "failed", "cancelled"];

/** Charge → succeeded, then provision its subscription and open the next period. Whether it changed. */
export async function chargeSucceeded(
  tx: DbOrTx,
  chargeId: string,
  providerPaymentId: string | null,
  now: Date,
): Promise<boolean> {
  const changed = await tx.charge.updateMany({
    where: { id: chargeId, status: { in: SUCCEEDABLE } },
    data: {
      status: "succeeded",
      failureMessage: null,
      lastAttemptAt: now,
      ...(providerPaymentId ? { providerPaymentId } : {}),
    },
  });
  if (changed.count === 0) return false;
  let charge = await tx.charge.findUniqueOrThrow({ where: { id: chargeId } });
  if (charge.type === "subscription" && !charge.subscriptionId) charge = await restorePurchase(tx, charge);
  if (charge.type === "subscription" && charge.subscriptionId) await periodPaid(tx, charge);
  if (charge.type === "proration" && charge.subscriptionId && charge.priceId) {
    await upgradePaid(tx, charge.subscriptionId, charge.priceId);
  }
  return true;
}

/**
 * Money arrived for a purchase discarded after its payment failed (discardFailedPurchase): a provider that lets the
 * same payment succeed after all. The subscription it paid for is made again from the charge (user, plan, interval),
 * so the payment is provisioned like any other instead of being money for nothing.
 */
async function restorePurchase<
  C extends { id: string; userId: string; priceId: string | null; interval: string | null },
>(tx: DbOrTx, charge: C): Promise<C & { subscriptionId: string | null }> {
  if (!charge.priceId || !charge.interval) return { ...charge, subscriptionId: null };
  const subscriptionId = newId();
  await tx.subscription.create({
    data: { id: subscriptionId, userId: charge.userId, priceId: charge.priceId, interval: charge.interval },
  });
  await tx.charge.update({ where: { id: charge.id }, data: { subscriptionId } });
  return { ...charge, subscriptionId };
}

/** An upgrade's difference is paid: the subscription moves to the bigger plan and its next period costs its price. */
async function upgradePaid(tx: DbOrTx, subscriptionId: string, priceId: string) {
  const subscription = await tx.subscription.update({
    where: { id: subscriptionId },
    data: { priceId },
    include: { price: true },
  });
  await announcePlanChanged(tx, subscriptionId);
  const amount = amountFor(subscription.price, subscription.interval);
  if (amount === null) return;
  // Only an open next period: one already being collected keeps its amount (the next one takes the new price).
  await tx.charge.updateMany({
    where: { subscriptionId, type: "subscription", status: "open" },
    data: { priceId, amount },
  });
}

interface PaidCharge {
  id: string;
  subscriptionId: string | null;
  priceId: string | null;
  interval: string | null;
  due: Date;
  paymentMethodId: string | null;
  provider: string | null;
}

/** A period is paid: the charge's plan becomes the subscription's, perks on, and the next period's charge. */
async function periodPaid(tx: DbOrTx, charge: PaidCharge) {
  const subscriptionId = charge.subscriptionId!;
  // A downgrade moved only the open charge to the smaller plan; the subscription follows when that period is paid.
  if (charge.priceId) {
    const moved = await tx.subscription.updateMany({
      where: { id: subscriptionId, NOT: { priceId: charge.priceId } },
      data: { priceId: charge.priceId },
    });
    if (moved.count === 1) await announcePlanChanged(tx, subscriptionId);
  }
  const subscription = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    include: { price: { include: { product: true } } },
  });
  const product = subscription.price.product;
  if (await provisionerFor(product.kind).provision(tx, subscriptionId)) {
    await notify(tx, {
      userId: subscription.userId,
      type: "subscription_changed",
      title: notificationText("provisionedTitle", { product: product.name }),
      text: notificationText("provisionedText", { product: product.name }),
      link: "/settings/billing",
      body: { subscription_id: subscriptionId, provisioned: true },
      dedupeKey: `billing:provisioned:${charge.id}`,
    });
  }
  // One charge per period: none is added when a later one (or a live one) already exists, e.g. a replay.
  const next = await tx.charge.findFirst({
    where: {
      subscriptionId,
      type: "subscription",
      OR: [{ due: { gt: charge.due } }, { status: { in: LIVE_STATUSES } }],
    },
    select: { id: true },
  });
  if (next) return;
  const amount = amountFor(subscription.price, subscription.interval) ?? 0;
  await tx.charge.create({
    data: {
      id: newId(),
      userId: subscription.userId,
      subscriptionId,
      priceId: subscription.priceId,
      type: "subscription",
      status: "open",
      amount,
      currency: subscription.price.currency,
      interval: subscription.interval,
      // The next period starts where the paid one ends, not now: a late payment does not shift the calendar.
      due: addMs(charge.due, intervalMs(charge.interval)),
      paymentMethodId: charge.paymentMethodId,
      provider: charge.provider,
    },
  });
}

/** open → processing only: a late `processing` never moves a failed, cancelled or succeeded charge. */
export async function chargeProcessing(tx: DbOrTx, chargeId: string, providerPaymentId: string | null) {
  const changed = await tx.charge.updateMany({
    where: { id: chargeId, status: "open" },
    data: { status: "processing", ...(providerPaymentId ? { providerPaymentId } : {}) },
  });
  return changed.count === 1;
}

/**
 * A purchase whose first payment failed after the buyer left the checkout (a webhook, a failed confirmation step, an
 * attempt never answered) ends as a declined card does: the subscription, never provisioned and never paid, is
 * deleted, so the billing settings do not list a "failed" subscription the user never had (nor offer to retry it).
 * The charge stays, detached (`subscriptionId` null), on the charge list with the provider's message. Whether it did.
 */
async function discardFailedPurchase(
  tx: DbOrTx,
  charge: { id: string; type: string; subscriptionId: string | null },
): Promise<boolean> {
  if (charge.type !== "subscription" || !charge.subscriptionId) return false;
  const subscription = await tx.subscription.findUnique({
    where: { id: charge.subscriptionId },
    select: { provisioned: true, _count: { select: { charges: true } } },
  });
  // Any other charge (a paid period, a refund) means the user had this subscription: it stays, failed.
  if (!subscription || subscription.provisioned || subscription._count.charges !== 1) return false;
  await tx.charge.update({ where: { id: charge.id }, data: { subscriptionId: null } });
  await tx.subscription.delete({ where: { id: charge.subscriptionId } });
  return true;
}

/** open | processing → failed with the provider's message, and the "payment failed" notification. */
export async function chargeFailed(
  tx: DbOrTx,
  chargeId: string,
  message: string,
  now: Date,
  providerPaymentId: string | null = null,
  from: string[] = ["open", "processing"],
): Promise<boolean> {
  const changed = await tx.charge.updateMany({
    where: { id: chargeId, status: { in: from } },
    data: {
      status: "failed",
      failureMessage: message.slice(0, MESSAGE_MAX),
      lastAttemptAt: now,
      ...(providerPaymentId ? { providerPaymentId } : {}),
    },
  });
  if (changed.count === 0) return false;
  const charge = await tx.charge.findUniqueOrThrow({
    where: { id: chargeId },
    include: { price: { include: { product: true } } },
  });
  const product = charge.price?.product.name ?? "Hopper";
  const discarded = await discardFailedPurchase(tx, charge);
  await notify(tx, {
    userId: charge.userId,
    type: "payment_failed",
    title: notificationText("paymentFailedTitle", { product }),
    text: notificationText(discarded ? "purchaseFailedText" : "paymentFailedText", {
      message: charge.failureMessage ?? "",
    }),
    link: discarded ? "/settings/billing/charges" : "/settings/billing",
    body: { charge_id: charge.id, amount: charge.amount, currency: charge.currency },
    dedupeKey: `billing:failed:${charge.id}:${charge.attempts}`,
  });
  return true;
}
