import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN, newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { paymentProvider, providerById } from "../providers/configured";
import type { PaymentProvider } from "../providers/provider";
import { requireStaffActor } from "../subscriptions/access";
import { chargeNotFound, problem, refusal } from "./refusals";
import { inTransaction } from "./transaction";

/**
 * Refunds part or all of a succeeded payment (staff; docs/billing.md "Refunds"): a `refund` charge with the parent's
 * id, through the provider's refund. The parent row is locked for the whole refund, so two staff (or a double
 * click) cannot refund more than was paid; the idempotency key counts what was refunded before, so a retried
 * request is the same refund at the provider. Fully refunded, the parent becomes `refunded`. Perks are not touched:
 * staff cancel the subscription separately when they mean to.
 */
export async function refundCharge(
  db: DbOrTx,
  actor: Actor | null,
  chargeId: string,
  amount: number,
  now: Date = new Date(),
  provider?: PaymentProvider,
) {
  requireStaffActor(actor);
  if (!ID_PATTERN.test(chargeId)) throw chargeNotFound();
  return inTransaction(db, async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM charges WHERE id = ${chargeId} FOR UPDATE`;
    if (locked.length === 0) throw chargeNotFound();
    const parent = await tx.charge.findUniqueOrThrow({
      where: { id: chargeId },
      include: { refunds: { where: { status: "succeeded" }, select: { amount: true } } },
    });
    if (parent.type === "refund" || parent.status !== "succeeded" || !parent.providerPaymentId) {
      throw refusal("conflict", problem("notRefundable"));
    }
    const refunded = parent.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const left = parent.amount - refunded;
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw refusal("invalid_input", problem("refundAmount", { max: String(left) }), "amount");
    }
    const chosen = provider ?? (parent.provider ? providerById(parent.provider) : null) ?? paymentProvider();
    const { refundId } = await chosen.refund({
      providerPaymentId: parent.providerPaymentId,
      amount,
      idempotencyKey: `${parent.id}:refund:${refunded}`,
    });
    const refund = await tx.charge.create({
      data: {
        id: newId(),
        userId: parent.userId,
        subscriptionId: parent.subscriptionId,
        priceId: parent.priceId,
        type: "refund",
        status: "succeeded",
        amount,
        currency: parent.currency,
        interval: parent.interval,
        due: now,
        lastAttemptAt: now,
        provider: chosen.id,
        providerPaymentId: refundId,
        parentChargeId: parent.id,
      },
    });
    if (amount === left) {
      await tx.charge.update({ where: { id: parent.id }, data: { status: "refunded" } });
    }
    return {
      refundChargeId: refund.id,
      amount,
      refundedTotal: refunded + amount,
      parentStatus: amount === left ? "refunded" : "succeeded",
    };
  });
}
