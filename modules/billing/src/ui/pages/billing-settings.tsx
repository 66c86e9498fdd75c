import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { paymentProvider, stripeOnPages } from "../../server/services/providers/configured";
import { billingCaller } from "../settings/billing-caller";
import { AddPaymentMethod } from "../stripe/add-payment-method";
import { StripeNextAction } from "../stripe/stripe-next-action";
import { AddCardForm, PaymentMethodList } from "../settings/payment-method-list";
import { billingSettingsMessages } from "../settings/settings-messages";
import { SubscriptionCard } from "../settings/subscription-card";

const NOTICES = [
  "cancelled",
  "uncancelled",
  "interval",
  "resubscribed",
  "retried",
  "added",
  "primary",
  "removed",
] as const;
type Notice = (typeof NOTICES)[number];
const isNotice = (value: unknown): value is Notice => (NOTICES as readonly unknown[]).includes(value);

export async function generateMetadata() {
  const t = await getT(billingSettingsMessages);
  return { title: t("title") };
}

/**
 * /settings/billing (guard `auth`, the settings menu; docs/billing.md "Billing settings"): the viewer's
 * subscriptions with their state, next charge and actions, and their payment methods. Every action is a form that
 * works without JavaScript; cancelling and removing a card each ask for confirmation first (spec section 5).
 */
export default async function BillingSettingsPage({ host, searchParams }: ModulePageProps) {
  const [query, t, { locale }, overview] = await Promise.all([
    searchParams,
    getT(billingSettingsMessages),
    getLocale(),
    (await billingCaller()).settings.overview(),
  ]);
  const error = sealedRefusal(query).message;
  const confirmId = typeof query.id === "string" ? query.id : null;
  // "Retry payment now" or "Resubscribe" with a Stripe payment the bank wants confirmed (`?pay=<charge id>`): the
  // owner's client secret, fetched here; a payment that waits for nothing (any more) shows nothing.
  const pay = typeof query.pay === "string" && stripeOnPages() ? query.pay.slice(0, 64) : null;
  const action = pay ? await (await billingCaller()).purchase.action({ chargeId: pay }).catch(() => null) : null;
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("menu")} entries={host.menus.settings} active="/settings/billing" />
      <section className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t("heading")}</h1>
          <a href="/settings/billing/charges" className="text-sm underline" data-testid="billing-charges-link">
            {t("chargesLink")}
          </a>
        </div>
        {isNotice(query.notice) ? (
          <FormNotice tone="success" boxed testId="billing-notice">
            {t(`notices.${query.notice}`)}
          </FormNotice>
        ) : null}
        {error ? (
          <FormNotice tone="error" boxed testId="billing-error">
            {error}
          </FormNotice>
        ) : null}
        {action ? (
          <div data-testid="billing-confirm-payment">
            <StripeNextAction
              publishableKey={action.publishableKey}
              clientSecret={action.clientSecret}
              donePath="/settings/billing?notice=retried"
            />
          </div>
        ) : null}
        <section className="flex flex-col gap-3" aria-labelledby="subscriptions-heading">
          <h2 id="subscriptions-heading" className="text-lg font-semibold">
            {t("subscriptionsHeading")}
          </h2>
          {overview.subscriptions.length === 0 ? (
            <p className="text-sm" data-testid="subscriptions-none">
              {t("noSubscriptions")}{" "}
              <a href="/plus" className="underline">
                {t("browsePlans")}
              </a>
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="subscriptions">
              {overview.subscriptions.map((subscription) => (
                <SubscriptionCard
                  key={subscription.id}
                  subscription={subscription}
                  t={t}
                  locale={locale}
                  confirming={query.confirm === "cancel" && confirmId === subscription.id}
                />
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="methods-heading" id="payment-methods">
          <h2 id="methods-heading" className="text-lg font-semibold">
            {t("methodsHeading")}
          </h2>
          <PaymentMethodList
            methods={overview.paymentMethods}
            t={t}
            confirmId={query.confirm === "remove" ? confirmId : null}
          />
          <h3 className="font-semibold">{t("addHeading")}</h3>
          <AddPaymentMethod stripe={stripeOnPages()} donePath="/settings/billing?notice=added">
            {paymentProvider().id === "local" ? (
              <AddCardForm t={t} />
            ) : (
              // Stripe without a publishable key: no Payment Element can load (docs/billing.md "Going live").
              <p className="text-sm" data-testid="add-card-unavailable">
                {t("addUnavailable")}
              </p>
            )}
          </AddPaymentMethod>
        </section>
      </section>
    </div>
  );
}
