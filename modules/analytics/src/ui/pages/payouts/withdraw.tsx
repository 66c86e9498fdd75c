import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { analyticsSettings } from "../../../server/settings";
import { parseDollars } from "../../payouts/amount";
import { payoutMessages } from "../../payouts/payout-messages";
import { payoutCaller } from "../../payouts/payout-run";
import { queryText } from "../../payouts/page-query";
import { reviewWithdrawal } from "../../payouts/review";
import { WithdrawConfirm } from "../../payouts/withdraw-confirm";

export async function generateMetadata() {
  const t = await getT(payoutMessages);
  return { title: t("withdraw.title") };
}

const PATH = "/dashboard/revenue/withdraw";

/**
 * /dashboard/revenue/withdraw (guard `auth`; docs/analytics.md "Payouts"): choose a method, an amount within the
 * balance and the method's limits and the address (a GET form, so it works without JavaScript); the review step
 * shows the fee and what arrives and posts the withdrawal; success goes to the transfers.
 */
export default async function WithdrawPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, options] = await Promise.all([getT(payoutMessages), (await payoutCaller()).options()]);
  const typed = {
    method: queryText(query, "method", 32),
    amount: queryText(query, "amount", 32),
    address: queryText(query, "address", 320),
  };
  const review = query.step === "review" ? await reviewWithdrawal(typed, parseDollars(typed.amount)) : null;
  const refusal = sealedRefusal(query).message ?? review?.errors?.message ?? null;
  const fields = review?.errors?.fields ?? {};
  return (
    <div className="flex min-w-0 flex-col gap-6 py-8 md:flex-row">
      <MenuNav label={t("menu")} entries={host.menus.dashboard} active="/dashboard/revenue" />
      <section className="flex min-w-0 max-w-2xl grow flex-col gap-4">
        <a href="/dashboard/revenue" className="text-sm underline">
          {t("backToRevenue")}
        </a>
        <h1 className="text-2xl font-bold">{t("withdraw.heading")}</h1>
        <p data-testid="withdraw-available" data-amount={options.availableMinor}>
          {t("withdraw.available", { amount: formatMinorUnits(Math.max(0, options.availableMinor)) })}
        </p>
        {refusal ? (
          <FormNotice tone="error" testId="form-error">
            {refusal}
          </FormNotice>
        ) : null}
        {review?.quote ? (
          <WithdrawConfirm quote={review.quote} back={`${PATH}?${new URLSearchParams(typed)}`} />
        ) : options.availableMinor <= 0 ? (
          <p className="text-secondary" data-testid="withdraw-nothing">
            {t("withdraw.nothing", { days: String(analyticsSettings().REVENUE_HOLD_DAYS) })}
          </p>
        ) : (
          <Card padding="md">
            <form method="get" action={PATH} className="flex flex-col gap-4" data-testid="withdraw-form">
              <input type="hidden" name="step" value="review" />
              <Field
                label={t("withdraw.method")}
                name="method"
                error={fields.methodId}
                hint={options.methods
                  .map(
                    (method) =>
                      `${method.name}: ${t("withdraw.limits", {
                        min: formatMinorUnits(method.minMinor),
                        max: formatMinorUnits(method.maxMinor),
                        percent: String(method.feePercent),
                        feeMax: formatMinorUnits(method.feeMaxMinor),
                      })}`,
                  )
                  .join(" ")}
              >
                <select
                  className={inputClassName}
                  defaultValue={typed.method || "paypal"}
                  data-testid="withdraw-method"
                >
                  {options.methods.map((method) => (
                    <option key={method.id} value={method.id}>
                      {method.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                label={t("withdraw.amount")}
                name="amount"
                error={fields.amountMinor}
                hint={t("withdraw.amountHint")}
              >
                <input
                  className={inputClassName}
                  inputMode="decimal"
                  required
                  maxLength={32}
                  defaultValue={typed.amount}
                  placeholder={(options.availableMinor / 100).toFixed(2)}
                  data-testid="withdraw-amount"
                />
              </Field>
              <Field label={t("withdraw.address")} name="address" error={fields.address}>
                <input
                  className={inputClassName}
                  required
                  maxLength={320}
                  autoComplete="email"
                  defaultValue={typed.address}
                  data-testid="withdraw-address"
                />
              </Field>
              <button type="submit" className={buttonClassName({ variant: "primary" })} data-testid="withdraw-review">
                {t("withdraw.review")}
              </button>
            </form>
          </Card>
        )}
      </section>
    </div>
  );
}
