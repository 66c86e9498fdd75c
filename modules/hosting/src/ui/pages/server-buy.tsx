import { notFound, redirect } from "next/navigation";

import { paymentProvider, stripeOnPages } from "@hopper/billing/server";
import { AddPaymentMethod, CardFields, formatMoney } from "@hopper/billing/ui";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

import { addCardAction, payAction } from "../buying/buying-actions";
import { buyingPageMessages } from "../buying/buying-page-messages";
import { hostingCaller, refusalCode } from "../hosting-caller";

export async function generateMetadata() {
  const t = await getT(buyingPageMessages);
  return { title: t("buy.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
const INTERVALS = ["monthly", "quarterly", "yearly"] as const;
const FIELD = "flex flex-col gap-1 text-sm";

/**
 * /servers/buy?plan=<slug> or ?pack=<modpack project id> (signed in; neither: back to /servers): region (out-of-stock
 * ones cannot be chosen), the server's name and what to install, the payment method (or a new card), the review
 * with the interval and amount, Pay. A pack preselects a plan with room for a modded server and fixes the loader
 * and game version to its newest listed version's. Plain forms: it works without JavaScript.
 */
export default async function ServerBuyPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const chosenPlan = one(query.plan).slice(0, 64);
  const chosenPack = one(query.pack).slice(0, 64);
  // the flow starts from a plan (or a pack): without one, the plans page is where to choose
  if (!chosenPlan && !chosenPack) redirect("/servers");
  const [t, { locale }, caller] = await Promise.all([getT(buyingPageMessages), getLocale(), hostingCaller()]);
  const checkout = await caller.buying
    .checkout({ plan: chosenPlan || undefined, pack: chosenPack || undefined })
    .catch((error: unknown) => {
      if (refusalCode(error) === "NOT_FOUND") notFound();
      throw error;
    });
  const { plan, regions, paymentMethods, pack } = checkout;
  const chosenMethod = paymentMethods.find((method) => method.id === one(query.method))?.id ?? paymentMethods[0]?.id;
  const firstInStock = regions.find((region) => (plan.stock[region.id] ?? 0) > 0)?.id;
  const refusal = sealedRefusal(query).message;
  const local = paymentProvider().id === "local";
  const amounts = INTERVALS.filter((interval) => plan.price[interval] !== null);
  return (
    <div className="flex max-w-2xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-black">{t("buy.heading", { plan: plan.name })}</h1>
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : one(query.notice) === "card" ? (
        <FormNotice tone="success" testId="form-done">
          {t("buy.cardAdded")}
        </FormNotice>
      ) : null}
      {!checkout.hasNodes ? (
        <FormNotice tone="error" testId="no-nodes">
          {t("plans.noNodes")}
        </FormNotice>
      ) : null}

      <form action={payAction} className="flex flex-col gap-6" data-testid="buy-form">
        <input type="hidden" name="plan" value={plan.slug} />
        <input type="hidden" name="orderId" value={checkout.orderId} />
        <input type="hidden" name="productId" value={plan.id} />
        <input type="hidden" name="priceId" value={plan.price.id} />
        {pack ? <input type="hidden" name="pack" value={pack.projectId} /> : null}

        {pack ? (
          <Card padding="lg" className="flex flex-col gap-1" data-testid="buy-pack">
            <h2 className="text-xl font-semibold">{t("buy.pack")}</h2>
            <p>
              {t("buy.packLead", { pack: pack.name, version: pack.versionNumber })}{" "}
              <a className="underline" href={pack.href}>
                {pack.name}
              </a>
            </p>
            <p className="text-sm text-secondary">
              {t("buy.packRuns", { loader: pack.loader, gameVersion: pack.gameVersion })}
            </p>
          </Card>
        ) : null}

        <Card padding="lg" className="flex flex-col gap-2">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xl font-semibold">{t("buy.region")}</legend>
            {regions.map((region) => {
              const count = plan.stock[region.id] ?? 0;
              return (
                <label key={region.id} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="region"
                    value={region.id}
                    disabled={count < 1}
                    defaultChecked={region.id === firstInStock}
                    required
                  />
                  {region.name}
                  {count < 1 ? <span className="text-sm text-secondary">({t("buy.regionOut")})</span> : null}
                </label>
              );
            })}
          </fieldset>
        </Card>

        <Card padding="lg" className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t("buy.server")}</h2>
          <label className={FIELD}>
            {t("buy.name")}
            <input name="name" required maxLength={64} className={inputClassName} defaultValue="My server" />
          </label>
          {pack ? (
            <>
              <input type="hidden" name="loader" value={pack.loader} />
              <input type="hidden" name="gameVersion" value={pack.gameVersion} />
            </>
          ) : (
            <>
              <label className={FIELD}>
                {t("buy.loader")}
                <select name="loader" className={inputClassName} defaultValue={checkout.defaults.loader}>
                  {checkout.loaders.map((loader) => (
                    <option key={loader} value={loader}>
                      {loader}
                    </option>
                  ))}
                </select>
              </label>
              <label className={FIELD}>
                {t("buy.loaderVersion")}
                <input name="loaderVersion" maxLength={64} className={inputClassName} />
              </label>
              <label className={FIELD}>
                {t("buy.gameVersion")}
                <select name="gameVersion" className={inputClassName} defaultValue={checkout.defaults.gameVersion}>
                  {checkout.gameVersions.map((version) => (
                    <option key={version} value={version}>
                      {version}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
        </Card>

        <Card padding="lg" className="flex flex-col gap-2">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xl font-semibold">{t("buy.payment")}</legend>
            {paymentMethods.length === 0 ? <p className="text-secondary">{t("buy.noMethod")}</p> : null}
            {paymentMethods.map((method) => (
              <label key={method.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="paymentMethodId"
                  value={method.id}
                  defaultChecked={method.id === chosenMethod}
                />
                <span className="capitalize">{method.brand.replace("_", " ")}</span> •••• {method.last4}{" "}
                <span className="text-sm text-secondary">
                  {t("buy.expires", {
                    month: String(method.expMonth).padStart(2, "0"),
                    year: String(method.expYear),
                  })}
                  {method.isPrimary ? ` · ${t("buy.primary")}` : ""}
                </span>
              </label>
            ))}
          </fieldset>
        </Card>

        <Card padding="lg" className="flex flex-col gap-3" data-testid="buy-review">
          <h2 className="text-xl font-semibold">{t("buy.review")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt className="text-secondary">{t("buy.plan")}</dt>
            <dd>{plan.name}</dd>
          </dl>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-secondary">{t("buy.interval")}</legend>
            {amounts.map((interval, index) => (
              <label key={interval} className="flex items-center gap-2">
                <input type="radio" name="interval" value={interval} defaultChecked={index === 0} />
                {t(`intervals.${interval}`)}:{" "}
                <span data-testid={`amount-${interval}`}>
                  {formatMoney(plan.price[interval] ?? 0, plan.price.currency, locale)}
                </span>{" "}
                {t(`per.${interval}`)}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-secondary">{t("buy.payNote")}</p>
          <button
            type="submit"
            className={buttonClassName()}
            data-testid="pay"
            disabled={paymentMethods.length === 0 || !firstInStock}
          >
            {t("buy.pay")}
          </button>
        </Card>
      </form>

      <Card padding="lg" className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("buy.addCard")}</h2>
        {/* With Stripe, billing's Payment Element (it comes back here with the new card chosen: ?method=). */}
        <AddPaymentMethod
          stripe={stripeOnPages()}
          donePath={`/servers/buy?${new URLSearchParams({
            ...(chosenPlan ? { plan: plan.slug } : {}),
            ...(pack ? { pack: pack.projectId } : {}),
            notice: "card",
          })}`}
          methodParam="method"
        >
          {local ? (
            <form action={addCardAction} className="flex flex-col gap-3" data-testid="add-card-form">
              <input type="hidden" name="plan" value={plan.slug} />
              {pack ? <input type="hidden" name="pack" value={pack.projectId} /> : null}
              <CardFields
                labels={{
                  number: t("buy.cardNumber"),
                  expMonth: t("buy.expMonth"),
                  expYear: t("buy.expYear"),
                  cvc: t("buy.cvc"),
                }}
              />
              <p className="text-sm text-secondary">{t("buy.testCards")}</p>
              <button type="submit" className={buttonClassName({ variant: "secondary" })}>
                {t("buy.saveCard")}
              </button>
            </form>
          ) : (
            // Stripe without a publishable key: no Payment Element can load (docs/billing.md "Going live").
            <p className="text-sm">{t("buy.cardsElsewhere")}</p>
          )}
        </AddPaymentMethod>
      </Card>
    </div>
  );
}
