import Link from "next/link";
import { notFound } from "next/navigation";

import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import type { PageProps } from "@hopper/ui/server/render-page";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

import { CardFields } from "../card-fields";

import { billingRouter } from "../../server/router";
import { paymentProvider, stripeOnPages } from "../../server/services/providers/configured";
import { INTERVALS } from "../../server/services/catalogue/products";
import type { Interval } from "../../server/services/catalogue/products";
import { formatMoney } from "../money";
import { addCheckoutCardAction, payAction } from "../plus/plus-actions";
import { plusMessages } from "../plus/plus-messages";
import { visitorCurrency } from "../plus/visitor-currency";
import { AddPaymentMethod } from "../stripe/add-payment-method";
import { StripeNextAction } from "../stripe/stripe-next-action";

export async function generateMetadata() {
  const t = await getT(plusMessages);
  return { title: t("checkout.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * /plus/checkout?interval=… (signed in): review (product, interval, price, next renewal), the payment method (the
 * primary preselected, or a new card), Pay. Every step is a plain form, so it works without JavaScript.
 */
export default async function PlusCheckoutPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const interval: Interval = (INTERVALS as readonly string[]).includes(one(query.interval))
    ? (one(query.interval) as Interval)
    : "monthly";
  const currency = await visitorCurrency(query);
  const [t, { locale }, caller] = await Promise.all([getT(plusMessages), getLocale(), moduleCaller(billingRouter)]);
  // Hopper+ retired (or not seeded) is a 404, not an error page.
  const review = await caller.purchase.review({ interval, currency }).catch((error: unknown) => {
    if (error instanceof Error && (error as { code?: string }).code === "NOT_FOUND") notFound();
    throw error;
  });
  const chosen = review.paymentMethods.find((method) => method.id === one(query.method))?.id ?? review.preselected;
  const refusal = sealedRefusal(query).message;
  const price = formatMoney(review.amount, review.currency, locale);
  const local = paymentProvider().id === "local";
  const stripe = stripeOnPages();
  // After Pay, a Stripe payment the bank wants confirmed (`?confirm=<charge id>`): its client secret is fetched for the
  // owner here, never carried in the address. One that waits for nothing any more shows nothing.
  const action =
    stripe && one(query.confirm)
      ? await caller.purchase.action({ chargeId: one(query.confirm).slice(0, 64) }).catch(() => null)
      : null;
  return (
    <div className="flex max-w-2xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-black">{t("checkout.heading")}</h1>
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : one(query.notice) === "card" ? (
        <FormNotice tone="success" testId="form-done">
          {t("checkout.cardAdded")}
        </FormNotice>
      ) : null}
      {action ? (
        <Card padding="lg" className="flex flex-col gap-2" data-testid="checkout-confirm">
          <StripeNextAction
            publishableKey={action.publishableKey}
            clientSecret={action.clientSecret}
            donePath={
              action.subscriptionId
                ? `/plus/welcome?${new URLSearchParams({ subscription: action.subscriptionId })}`
                : "/plus/welcome"
            }
          />
        </Card>
      ) : null}
      <Card padding="lg" className="flex flex-col gap-2" data-testid="checkout-review">
        <h2 className="text-xl font-semibold">{t("checkout.review")}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="text-secondary">{t("checkout.product")}</dt>
          <dd>{review.productName}</dd>
          <dt className="text-secondary">{t("checkout.interval")}</dt>
          <dd>
            {t(`intervals.${interval}`)}{" "}
            <span className="text-sm">
              (
              {INTERVALS.filter((other) => other !== interval).map((other, index) => (
                <span key={other}>
                  {index > 0 ? ", " : ""}
                  <Link className="underline" href={`/plus/checkout?${new URLSearchParams({ interval: other })}`}>
                    {t(`intervals.${other}`)}
                  </Link>
                </span>
              ))}
              )
            </span>
          </dd>
          <dt className="text-secondary">{t("checkout.price")}</dt>
          <dd data-testid="checkout-price">
            {price} {t(`per.${interval}`)}
          </dd>
          <dt className="text-secondary">{t("checkout.renewal")}</dt>
          <dd>
            <DateTime value={review.nextRenewal} />
          </dd>
        </dl>
      </Card>

      <Card padding="lg" className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("checkout.paymentMethod")}</h2>
        {review.paymentMethods.length === 0 ? <p className="text-secondary">{t("checkout.noMethod")}</p> : null}
        {review.paymentMethods.length > 0 ? (
          <form action={payAction} className="flex flex-col gap-3" data-testid="pay-form">
            <input type="hidden" name="priceId" value={review.priceId} />
            <input type="hidden" name="interval" value={interval} />
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t("checkout.paymentMethod")}</legend>
              {review.paymentMethods.map((method) => (
                <label key={method.id} className="flex items-center gap-2">
                  <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === chosen} />
                  <span className="capitalize">{method.brand.replace("_", " ")}</span> •••• {method.last4}{" "}
                  <span className="text-sm text-secondary">
                    {t("checkout.expires", {
                      month: String(method.expMonth).padStart(2, "0"),
                      year: String(method.expYear),
                    })}
                    {method.isPrimary ? ` · ${t("checkout.primary")}` : ""}
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-secondary">{t("checkout.payNote")}</p>
            <button type="submit" className={buttonClassName()} data-testid="pay">
              {t("checkout.pay", { amount: price })}
            </button>
          </form>
        ) : null}
      </Card>

      <Card padding="lg" className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("checkout.addCard")}</h2>
        <AddPaymentMethod
          stripe={stripe}
          donePath={`/plus/checkout?${new URLSearchParams({ interval, notice: "card" })}`}
          methodParam="method"
        >
          {local ? (
            <form action={addCheckoutCardAction} className="flex flex-col gap-3" data-testid="add-card-form">
              <input type="hidden" name="interval" value={interval} />
              <CardFields
                labels={{
                  number: t("checkout.cardNumber"),
                  expMonth: t("checkout.expMonth"),
                  expYear: t("checkout.expYear"),
                  cvc: t("checkout.cvc"),
                }}
              />
              <p className="text-sm text-secondary">{t("checkout.testCards")}</p>
              <button type="submit" className={buttonClassName({ variant: "secondary" })}>
                {t("checkout.saveCard")}
              </button>
            </form>
          ) : (
            // Stripe without a publishable key: no Payment Element can load (docs/billing.md "Going live").
            <p className="text-sm" data-testid="add-card-unavailable">
              {t("checkout.stripeCards")}
            </p>
          )}
        </AddPaymentMethod>
      </Card>
    </div>
  );
}
