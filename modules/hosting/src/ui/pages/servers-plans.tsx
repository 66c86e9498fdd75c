import Link from "next/link";

import { formatMoney } from "@hopper/billing/ui";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";

import { buyingPageMessages } from "../buying/buying-page-messages";
import { hostingCaller } from "../hosting-caller";

export async function generateMetadata() {
  const t = await getT(buyingPageMessages);
  return { title: t("plans.title") };
}

const gib = (mib: number) => String(Math.round((mib / 1024) * 10) / 10);

/**
 * /servers (anyone): the server plans with their resources, USD prices from billing, the spec's player guidance and
 * how many fit per region now. Out of stock everywhere, or no node at all, cannot be bought.
 */
export default async function ServersPlansPage() {
  const [t, { locale }, caller] = await Promise.all([getT(buyingPageMessages), getLocale(), hostingCaller()]);
  const { plans, regions, hasNodes } = await caller.buying.plans();
  return (
    <div className="flex flex-col gap-6 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-black">{t("plans.heading")}</h1>
          <p className="text-secondary">{t("plans.lead")}</p>
        </div>
        <Link href="/servers/manage" className="underline">
          {t("plans.manage")}
        </Link>
      </div>
      {!hasNodes ? (
        <FormNotice tone="error" testId="no-nodes">
          {t("plans.noNodes")}
        </FormNotice>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="server-plans">
        {plans.map((plan) => {
          const available = Object.values(plan.stock).some((count) => count > 0);
          return (
            <li key={plan.id}>
              <Card padding="lg" className="flex h-full flex-col gap-3" data-testid={`plan-${plan.slug}`}>
                <h2 className="text-xl font-bold">{plan.name}</h2>
                <p className="text-2xl font-semibold">
                  {plan.price.monthly !== null
                    ? t("plans.perMonth", { amount: formatMoney(plan.price.monthly, plan.price.currency, locale) })
                    : null}
                </p>
                <ul className="text-sm">
                  <li>{t("plans.cpu", { cpu: String(plan.cpu) })}</li>
                  <li>{t("plans.memory", { memory: gib(plan.memoryMiB) })}</li>
                  <li>{t("plans.storage", { storage: gib(plan.diskMiB) })}</li>
                </ul>
                <p className="text-sm text-secondary">
                  {plan.players ? t("plans.players", { players: plan.players }) : t("plans.playersMore")}
                </p>
                <ul className="text-sm" data-testid="plan-stock">
                  {regions.map((region) => {
                    const count = plan.stock[region.id] ?? 0;
                    return (
                      <li key={region.id}>
                        {count > 0
                          ? t("plans.stockIn", { region: region.name, count: String(count) })
                          : t("plans.outOfStockIn", { region: region.name })}
                      </li>
                    );
                  })}
                </ul>
                <div className="mt-auto">
                  {available ? (
                    <Link
                      href={`/servers/buy?${new URLSearchParams({ plan: plan.slug })}`}
                      className={buttonClassName()}
                      data-testid="buy-plan"
                    >
                      {t("plans.buy", { plan: plan.name })}
                    </Link>
                  ) : (
                    <span className={buttonClassName({ variant: "secondary" })} aria-disabled="true">
                      {t("plans.outOfStock")}
                    </span>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
