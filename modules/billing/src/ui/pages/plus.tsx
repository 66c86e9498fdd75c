import Link from "next/link";

import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { billingRouter } from "../../server/router";
import { INTERVALS } from "../../server/services/catalogue/products";
import { formatMoney } from "../money";
import { CurrencyPicker } from "../plus/currency-picker";
import { plusMessages } from "../plus/plus-messages";
import { visitorCurrency } from "../plus/visitor-currency";

export async function generateMetadata() {
  const t = await getT(plusMessages);
  return { title: t("title") };
}

const MONTHS = { monthly: 1, quarterly: 3, yearly: 12 } as const;

/** /plus (public): the perks and the three prices in the visitor's currency, a currency picker, Subscribe. */
export default async function PlusPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const currency = await visitorCurrency(query);
  const [t, { locale }, viewer, offer] = await Promise.all([
    getT(plusMessages),
    getLocale(),
    getViewer(),
    (await moduleCaller(billingRouter)).catalogue.plus({ currency }),
  ]);
  const price = offer?.price ?? null;
  return (
    <div className="flex flex-col gap-10 py-10">
      <section className="flex flex-col gap-3">
        <h1 className="text-4xl font-black">
          {t.rich("heading", { plus: (chunks) => <span className="text-brand">{chunks}</span> })}
        </h1>
        <p className="max-w-2xl text-lg text-secondary">{t("intro")}</p>
        <ul className="flex list-disc flex-col gap-1 pl-6" data-testid="plus-perks">
          <li>{t("perks.badge")}</li>
          <li>{t("perks.flair")}</li>
          <li>{t("perks.support")}</li>
          <li>{t("perks.cancel")}</li>
        </ul>
      </section>
      <CurrencyPicker current={price?.currency ?? currency} label={t("currency")} submit={t("showPrices")} />
      {price ? (
        <ul className="grid gap-4 sm:grid-cols-3" aria-label={t("prices")}>
          {INTERVALS.map((interval) => {
            const amount = price[interval];
            if (amount === null) return null;
            const monthly = price.monthly;
            const saving = monthly ? Math.floor((1 - amount / (monthly * MONTHS[interval])) * 100) : 0;
            const checkout = `/plus/checkout?${new URLSearchParams({ interval })}`;
            return (
              <Card
                as="li"
                key={interval}
                padding="lg"
                className="flex flex-col gap-2"
                data-testid={`plus-${interval}`}
              >
                <h2 className="font-semibold">{t(`intervals.${interval}`)}</h2>
                <p>
                  <span className="text-3xl font-black" data-testid="plus-price">
                    {formatMoney(amount, price.currency, locale)}
                  </span>{" "}
                  <span className="text-secondary">{t(`per.${interval}`)}</span>
                </p>
                <p className="text-sm text-secondary">
                  {saving > 0 ? t("save", { percent: String(saving) }) : t("billedMonthly")}
                </p>
                <Link
                  className={buttonClassName()}
                  href={viewer ? checkout : `/auth/sign-in?${new URLSearchParams({ redirect: checkout })}`}
                >
                  {viewer ? t("subscribe") : t("signInToSubscribe")}
                </Link>
              </Card>
            );
          })}
        </ul>
      ) : (
        <p className="text-secondary">{t("unavailable")}</p>
      )}
      <p className="text-sm text-secondary">{t("pricesNote")}</p>
    </div>
  );
}
