"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { isSecureRequest } from "@hopper/ui/preferences/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

import { billingRouter } from "../../server/router";
import { CURRENCY_COOKIE, parseCurrency } from "../../server/services/catalogue/choose-currency";
import { formText, localPath, runPlusAction, withQuery } from "./plus-run";

// The /plus forms work without JavaScript, so they post to these actions. Each only reads its form and calls the
// procedure through the server-side caller (docs/billing.md, "Buying Hopper+").

const INTERVALS = new Set(["monthly", "quarterly", "yearly"]);
const intervalOf = (form: FormData) =>
  INTERVALS.has(formText(form, "interval")) ? formText(form, "interval") : "monthly";
const checkoutPath = (interval: string) => `/plus/checkout?${new URLSearchParams({ interval })}`;

/** The currency picker: remembered in the `currency` cookie for a year, then /plus again. An unknown code clears it. */
export async function chooseCurrencyAction(form: FormData): Promise<void> {
  const currency = parseCurrency(formText(form, "currency").slice(0, 8));
  const jar = await cookies();
  if (currency) {
    jar.set(CURRENCY_COOKIE, currency, {
      path: "/",
      maxAge: 365 * 24 * 60 * 60,
      sameSite: "lax",
      httpOnly: true,
      secure: await isSecureRequest(),
    });
  } else {
    jar.delete(CURRENCY_COOKIE);
  }
  const back = formText(form, "back") === "checkout" ? checkoutPath(intervalOf(form)) : "/plus";
  redirect(back);
}

/** "Save card" on the checkout: BA's paymentMethods.add, then back to the review with the new card chosen. */
export async function addCheckoutCardAction(form: FormData): Promise<void> {
  const back = checkoutPath(intervalOf(form));
  const card = Object.fromEntries(
    ["number", "expMonth", "expYear", "cvc"].map((name) => [name, formText(form, name).slice(0, 64)]),
  );
  await runPlusAction(
    back,
    async () => (await moduleCaller(billingRouter)).paymentMethods.add(card),
    (method) => withQuery(back, { method: method.id, notice: "card" }),
  );
}

/**
 * Pay. Succeeded or processing: the confirmation. Needs confirmation (3-D Secure): the provider's step. Declined:
 * back to the review with the provider's message (the service created nothing). A second Pay reuses the live
 * charge (the service's lock and idempotency key), so a double submit pays once.
 */
export async function payAction(form: FormData): Promise<void> {
  const interval = intervalOf(form);
  const back = checkoutPath(interval);
  await runPlusAction(
    back,
    async () =>
      (await moduleCaller(billingRouter)).purchase.start({
        priceId: formText(form, "priceId"),
        interval: interval as "monthly",
        paymentMethodId: formText(form, "paymentMethodId"),
      }),
    (result) => {
      if (result.status === "failed") {
        // The provider's own message ("Your card was declined."), sealed like any refusal.
        const message = result.message ?? "";
        return withQuery(back, { error: message, seal: refusalSeal(message, {}) });
      }
      if (result.status === "requires_action") {
        // The local provider's step is a page of this site; Stripe's is Stripe.js on the checkout (`?confirm=`).
        return localPath(result.actionUrl) ?? withQuery(back, { confirm: result.chargeId });
      }
      return `/plus/welcome?${new URLSearchParams({ subscription: result.subscriptionId })}`;
    },
  );
}
