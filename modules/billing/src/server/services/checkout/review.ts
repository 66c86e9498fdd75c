import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { problem as chargeProblem, refusal as chargeRefusal } from "../charges/refusals";
import { addMs, DAY_MS, INTERVAL_DAYS, isInterval } from "../charges/intervals";
import type { Interval } from "../charges/intervals";
import { plusOffer } from "../catalogue/shop";
import { problem, refusal } from "../catalogue/refusals";
import { listPaymentMethods } from "../payment-methods/list";
import type { PaymentMethodView } from "../payment-methods/list";

// The checkout's review step (/plus/checkout): what the signed-in buyer is about to pay, with which card, and
// when the next renewal falls (docs/billing.md, "Buying Hopper+").

export interface CheckoutReview {
  productName: string;
  priceId: string;
  interval: Interval;
  amount: number;
  currency: string;
  /** When the first period ends and the renewal is charged, if the payment goes through now. */
  nextRenewal: Date;
  paymentMethods: PaymentMethodView[];
  /** The primary method, preselected (null when the buyer has none yet). */
  preselected: string | null;
}

/** The review of buying Hopper+ at `interval` in `currency` (USD fallback), for the signed-in actor. */
export async function reviewPlusPurchase(
  db: DbOrTx,
  actor: Actor | null,
  input: { interval: string; currency: string },
  now: Date,
): Promise<CheckoutReview> {
  if (!actor) throw chargeRefusal("unauthorized", chargeProblem("signIn"));
  const offer = await plusOffer(db, input.currency);
  if (!offer?.price) throw refusal("not_found", problem("productNotFound"));
  const interval = isInterval(input.interval) ? input.interval : null;
  const amount = interval ? offer.price[interval] : null;
  if (!interval || amount === null) throw refusal("invalid_input", problem("noPrice"), "interval");
  const paymentMethods = await listPaymentMethods(db, actor.userId);
  return {
    productName: offer.name,
    priceId: offer.price.id,
    interval,
    amount,
    currency: offer.price.currency,
    nextRenewal: addMs(now, INTERVAL_DAYS[interval] * DAY_MS),
    paymentMethods,
    preselected: paymentMethods.find((method) => method.isPrimary)?.id ?? paymentMethods[0]?.id ?? null,
  };
}
