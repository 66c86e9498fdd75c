import { notFound } from "next/navigation";

import { stripeOnPages } from "@hopper/billing/server";
import { formatMoney, StripeNextAction } from "@hopper/billing/ui";
import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

import { confirmAction } from "../buying/buying-actions";
import { buyingPageMessages } from "../buying/buying-page-messages";
import { hostingCaller } from "../hosting-caller";

export async function generateMetadata() {
  const t = await getT(buyingPageMessages);
  return { title: t("confirm.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 64) : "");

/**
 * /servers/buy/confirm?server=&charge= (signed in): the 3-D Secure step of an order — Stripe's through Stripe.js, or
 * the local payment provider's stand-in — the buyer's only (anyone else: 404). Completing it goes to the server's page; failing it cancels the order.
 */
export default async function ServerBuyConfirmPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const [t, { locale }] = await Promise.all([getT(buyingPageMessages), getLocale()]);
  const failed = one(query.notice) === "failed";
  if (failed || !one(query.server) || !one(query.charge)) {
    // a failed confirmation's order is gone by now; without an order there is nothing to confirm
    return (
      <section className={cardClassName({ className: "mx-auto my-8 flex max-w-lg flex-col gap-4" })}>
        <h1 className="text-2xl font-bold">{t("confirm.title")}</h1>
        <FormNotice tone={failed ? "error" : "info"} boxed testId={failed ? "confirm-failed" : "confirm-none"}>
          {failed ? t("confirm.failed") : t("confirm.none")}
        </FormNotice>
        <a className="underline" href="/servers">
          {t("confirm.plans")}
        </a>
      </section>
    );
  }
  const caller = await hostingCaller();
  if (stripeOnPages()) {
    // Stripe: its 3-D Secure dialog through Stripe.js, then the server's page; a payment waiting for nothing (already
    // confirmed, or not Stripe's) falls through to the step below, which says it is done.
    const stripe = await caller.buying
      .stripeAction({ serverId: one(query.server), chargeId: one(query.charge) })
      .catch(() => null);
    if (stripe) {
      return (
        <section
          className={cardClassName({ className: "mx-auto my-8 flex max-w-lg flex-col gap-4" })}
          data-testid="order-confirm"
        >
          <h1 className="text-2xl font-bold">{t("confirm.heading", { name: stripe.serverName })}</h1>
          <StripeNextAction
            publishableKey={stripe.publishableKey}
            clientSecret={stripe.clientSecret}
            donePath={`/servers/manage/${encodeURIComponent(stripe.serverId)}`}
          />
        </section>
      );
    }
  }
  const confirmation = await caller.buying
    .confirmation({ serverId: one(query.server), chargeId: one(query.charge) })
    .catch(() => notFound());
  const error = sealedRefusal(query).message;
  return (
    <section
      className={cardClassName({ className: "mx-auto my-8 flex max-w-lg flex-col gap-4" })}
      data-testid="order-confirm"
    >
      <h1 className="text-2xl font-bold">{t("confirm.heading", { name: confirmation.serverName })}</h1>
      {error ? (
        <FormNotice tone="error" boxed testId="form-error">
          {error}
        </FormNotice>
      ) : null}
      {confirmation.pending ? (
        <>
          <p>{t("confirm.intro", { amount: formatMoney(confirmation.amount, confirmation.currency, locale) })}</p>
          <div className="flex gap-3">
            {(["complete", "fail"] as const).map((outcome) => (
              <form key={outcome} action={confirmAction}>
                <input type="hidden" name="serverId" value={confirmation.serverId} />
                <input type="hidden" name="chargeId" value={confirmation.chargeId} />
                <input type="hidden" name="outcome" value={outcome} />
                <Button type="submit" variant={outcome === "complete" ? "primary" : "danger"}>
                  {t(`confirm.${outcome}`)}
                </Button>
              </form>
            ))}
          </div>
        </>
      ) : (
        <p data-testid="confirm-done">{t("confirm.done")}</p>
      )}
      <a className="underline" href={`/servers/manage/${encodeURIComponent(confirmation.serverId)}`}>
        {t("confirm.server")}
      </a>
    </section>
  );
}
