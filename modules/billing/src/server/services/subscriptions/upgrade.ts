import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN, newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { attemptCharge } from "../charges/collect";
import { amountFor, intervalMs, LIVE_STATUSES } from "../charges/intervals";
import { notificationText, problem, refusal } from "../charges/refusals";
import { inTransaction } from "../charges/transaction";
import { paymentProvider } from "../providers/configured";
import type { PaymentProvider } from "../providers/provider";
import { actionableSubscription, periodCharge, primaryPaymentMethod } from "./access";
import { prorationAmount } from "./proration";
import { announcePlanChanged } from "../provisioning/registry";

export interface UpgradeResult {
  subscriptionId: string;
  /** upgrade: the new plan runs now; downgrade: it starts with the next period. */
  kind: "upgrade" | "downgrade";
  prorationAmount: number;
  currency: string;
  chargeId: string | null;
  status: "succeeded" | "processing" | "requires_action" | "failed" | "waived" | "scheduled";
  actionUrl?: string;
  clientSecret?: string;
  message?: string;
}

/**
 * Moves a running server plan (pyro) to another plan in the same currency (the owner). An upgrade charges the
 * prorated difference at once (a `proration` charge, waived under 30 minor units) and the plan changes unless that
 * payment is refused; the next period's open charge moves to the new price. A downgrade only moves the open charge:
 * it applies at renewal. One plan change at a time per subscription (an advisory lock and the open proration check).
 */
export async function upgradePlan(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  priceId: string,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
): Promise<UpgradeResult> {
  const subscription = await actionableSubscription(db, actor, id);
  const target = ID_PATTERN.test(priceId)
    ? await db.billingPrice.findUnique({ where: { id: priceId }, include: { product: true } })
    : null;
  if (!target || !target.active || !target.product.active)
    throw refusal("not_found", problem("priceNotFound"), "priceId");
  if (
    subscription.price.product.kind !== "pyro" ||
    target.product.kind !== "pyro" ||
    !subscription.provisioned ||
    target.currency !== subscription.price.currency
  ) {
    throw refusal("conflict", problem("notUpgradable"));
  }
  if (target.id === subscription.priceId) throw refusal("conflict", problem("samePlan"));
  const newAmount = amountFor(target, subscription.interval);
  const oldAmount = amountFor(subscription.price, subscription.interval) ?? 0;
  if (newAmount === null) {
    throw refusal("invalid_input", problem("intervalNotOffered", { interval: subscription.interval }), "priceId");
  }
  const base = { subscriptionId: subscription.id, currency: target.currency };

  const planned = await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:subscription:${subscription.id}`}))::text`;
    const open = await periodCharge(tx, subscription.id);
    if (!open || open.status !== "open") throw refusal("conflict", problem("noOpenCharge"));
    const inFlight = await tx.charge.count({
      where: { subscriptionId: subscription.id, type: "proration", status: { in: LIVE_STATUSES } },
    });
    if (inFlight > 0) throw refusal("conflict", problem("paymentInProgress"));
    const period = intervalMs(open.interval ?? subscription.interval);
    const amount = prorationAmount(oldAmount, newAmount, open.due.getTime() - now.getTime(), period);
    if (newAmount <= oldAmount || amount === 0) {
      // A downgrade (or a waived upgrade) changes no money now: the open charge carries the new plan.
      // Guarded like every write of a charge: a renewal claimed meanwhile (processing) keeps the amount it collects.
      const moved = await tx.charge.updateMany({
        where: { id: open.id, status: "open", attempts: open.attempts },
        data: { priceId: target.id, amount: newAmount },
      });
      if (moved.count === 0) throw refusal("conflict", problem("paymentInProgress"));
      if (newAmount > oldAmount) {
        await tx.subscription.update({ where: { id: subscription.id }, data: { priceId: target.id } });
        await announcePlanChanged(tx, subscription.id);
      }
      return { openId: open.id, proration: null };
    }
    const method = await primaryPaymentMethod(tx, subscription.userId, provider.id);
    if (!method) throw refusal("conflict", problem("noPaymentMethod"));
    const proration = await tx.charge.create({
      data: {
        id: newId(),
        userId: subscription.userId,
        subscriptionId: subscription.id,
        priceId: target.id,
        type: "proration",
        status: "open",
        amount,
        currency: target.currency,
        due: now,
        paymentMethodId: method.id,
        provider: provider.id,
      },
    });
    return { openId: open.id, proration: { charge: proration, method } };
  });

  if (!planned.proration) {
    const kind = newAmount > oldAmount ? "upgrade" : "downgrade";
    return { ...base, kind, prorationAmount: 0, chargeId: null, status: kind === "upgrade" ? "waived" : "scheduled" };
  }
  const { charge, method } = planned.proration;
  const outcome = await attemptCharge(
    db,
    provider,
    charge,
    method,
    {
      offSession: false,
      description: target.product.name,
      unreachable: notificationText("renewalUnreachable"),
    },
    now,
  );
  const result = { ...base, kind: "upgrade" as const, prorationAmount: charge.amount, chargeId: charge.id };
  if (!outcome || outcome.status === "failed") {
    return { ...result, status: "failed", message: outcome?.message };
  }
  // The plan moves when the difference is paid (chargeSucceeded's upgradePaid, also for a confirmation step or a
  // webhook that comes later), never before: an unconfirmed payment leaves the smaller plan.
  if (outcome.status === "requires_action") {
    return { ...result, status: "requires_action", actionUrl: outcome.actionUrl, clientSecret: outcome.clientSecret };
  }
  return { ...result, status: outcome.status };
}
