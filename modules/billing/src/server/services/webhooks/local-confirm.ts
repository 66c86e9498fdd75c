import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { requireSignedIn } from "../payment-methods/access";
import { problem, refusal } from "../payment-methods/refusals";
import { localPaymentEvent } from "../providers/local";
import { deliverLocalEvent } from "./local-delivery";
import type { ApplyEvent } from "./receive";

export interface LocalConfirmation {
  chargeId: string;
  amount: number;
  currency: string;
  /** False once the payment is no longer waiting (already confirmed, failed or cancelled). */
  pending: boolean;
}

/** The local payment `chargeId` of the actor; not_found for anyone else's (no probing) or another provider's. */
async function ownLocalCharge(db: DbOrTx, actor: Actor | null, chargeId: string) {
  const owner = requireSignedIn(actor);
  const charge = ID_PATTERN.test(chargeId)
    ? await db.charge.findUnique({
        where: { id: chargeId },
        select: {
          id: true,
          userId: true,
          provider: true,
          providerPaymentId: true,
          status: true,
          amount: true,
          currency: true,
        },
      })
    : null;
  if (!charge || charge.userId !== owner.userId || charge.provider !== "local") {
    throw refusal("not_found", problem("paymentNotFound"));
  }
  return charge;
}

const isPending = (charge: { status: string; providerPaymentId: string | null }) =>
  charge.providerPaymentId !== null && (charge.status === "open" || charge.status === "processing");

/** The local stand-in for 3-D Secure (/billing/local/confirm/[id]): what the page shows. */
export async function localConfirmation(db: DbOrTx, actor: Actor | null, chargeId: string): Promise<LocalConfirmation> {
  const charge = await ownLocalCharge(db, actor, chargeId);
  return { chargeId: charge.id, amount: charge.amount, currency: charge.currency, pending: isPending(charge) };
}

/**
 * "Complete authentication" / "Fail authentication": the owner's answer goes out as the local provider's signed
 * event through the webhook handling, as a bank's answer reaches Stripe and Stripe's reaches Hopper. Answering twice
 * sends the same event id, so it is applied once.
 */
export async function answerLocalConfirmation(
  db: DbOrTx,
  actor: Actor | null,
  chargeId: string,
  outcome: "complete" | "fail",
  now: Date,
  apply?: ApplyEvent,
): Promise<{ applied: boolean }> {
  const charge = await ownLocalCharge(db, actor, chargeId);
  if (!isPending(charge) || !charge.providerPaymentId) throw refusal("conflict", problem("noConfirmation"));
  const event =
    outcome === "complete"
      ? localPaymentEvent("payment.succeeded", charge.providerPaymentId, charge.id)
      : localPaymentEvent("payment.failed", charge.providerPaymentId, charge.id, "Authentication failed.");
  const receipt = await deliverLocalEvent(db, event, now, apply);
  return { applied: receipt.applied };
}
