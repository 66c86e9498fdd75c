import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { chargeNotFound, problem, refusal } from "../charges/refusals";
import { providerById } from "../providers/configured";
import { billingSettings } from "../../settings";
import { requireActor } from "../subscriptions/access";

export interface PaymentAction {
  chargeId: string;
  subscriptionId: string | null;
  /** Stripe's PaymentIntent client secret, for Stripe.js's handleNextAction in the buyer's browser. */
  clientSecret: string;
  publishableKey: string;
}

/**
 * A Stripe payment of the buyer's waiting for their confirmation (3-D Secure) after Pay: what the checkout's
 * confirmation step needs. The secret is asked of Stripe when the page opens, never put in an address (Stripe: do
 * not embed it in URLs); only the owner gets it, anyone else (and a charge that waits for nothing) "Charge not found."
 */
export async function paymentAction(db: DbOrTx, actor: Actor | null, chargeId: string): Promise<PaymentAction> {
  const buyer = requireActor(actor);
  const charge = ID_PATTERN.test(chargeId)
    ? await db.charge.findUnique({
        where: { id: chargeId },
        select: { id: true, userId: true, subscriptionId: true, status: true, provider: true, providerPaymentId: true },
      })
    : null;
  if (!charge || charge.userId !== buyer.userId) throw chargeNotFound();
  const provider = charge.provider ? providerById(charge.provider) : null;
  const publishableKey = billingSettings().STRIPE_PUBLISHABLE_KEY;
  const waiting = (charge.status === "open" || charge.status === "processing") && charge.providerPaymentId;
  if (!provider || provider.id !== "stripe" || !publishableKey || !waiting) throw chargeNotFound();
  const clientSecret = await provider.paymentActionSecret(charge.providerPaymentId!);
  if (!clientSecret) throw refusal("conflict", problem("noActionNeeded"));
  return { chargeId: charge.id, subscriptionId: charge.subscriptionId, clientSecret, publishableKey };
}
