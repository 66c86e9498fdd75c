import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card, cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { analyticsSettings } from "../../../server/settings";
import { MonetizationCard } from "../../revenue/monetization-card";
import { revenueMessages } from "../../revenue/revenue-messages";
import { revenueCaller } from "../../revenue/revenue-run";

export async function generateMetadata() {
  const t = await getT(revenueMessages);
  return { title: t("dashboard.title") };
}

const PATH = "/dashboard/revenue";

/**
 * /dashboard/revenue (guard `auth`; docs/analytics.md "Revenue"): the viewer's available, pending (by the date it
 * becomes available) and lifetime balance and what they withdrew; their earnings per project per month over the
 * last 12 months; links to transfers and withdraw; the Monetization cards of the projects they can edit.
 */
export default async function DashboardRevenuePage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const caller = await revenueCaller();
  const [t, balance, breakdown, editable] = await Promise.all([
    getT(revenueMessages),
    caller.balance(),
    caller.breakdown(),
    caller.editable(),
  ]);
  const refusal = sealedRefusal(query).message;
  const money = (minor: number) => formatMinorUnits(minor);
  return (
    <div className="flex min-w-0 flex-col gap-6 py-8 md:flex-row">
      <MenuNav label={t("menu")} entries={host.menus.dashboard} active={PATH} />
      <section className="flex min-w-0 grow flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
          <div className="flex gap-2">
            <a className={buttonClassName({ variant: "secondary" })} href={`${PATH}/transfers`}>
              {t("dashboard.transfers")}
            </a>
            <a className={buttonClassName({ variant: "primary" })} href={`${PATH}/withdraw`}>
              {t("dashboard.withdraw")}
            </a>
          </div>
        </div>
        {refusal ? (
          <FormNotice tone="error" testId="form-error">
            {refusal}
          </FormNotice>
        ) : query.notice === "monetization" ? (
          <FormNotice tone="success" testId="form-done">
            {t("card.saved")}
          </FormNotice>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Card padding="md">
            <dt className="text-sm text-secondary">{t("dashboard.available")}</dt>
            <dd className="text-2xl font-bold" data-testid="revenue-available">
              {money(balance.availableMinor)}
            </dd>
          </Card>
          <Card padding="md">
            <dt className="text-sm text-secondary">{t("dashboard.pending")}</dt>
            <dd className="text-2xl font-bold" data-testid="revenue-pending">
              {money(balance.pendingMinor)}
            </dd>
          </Card>
          <Card padding="md">
            <dt className="text-sm text-secondary">{t("dashboard.lifetime")}</dt>
            <dd className="text-2xl font-bold" data-testid="revenue-lifetime">
              {money(balance.lifetimeMinor)}
            </dd>
          </Card>
          <Card padding="md">
            <dt className="text-sm text-secondary">{t("dashboard.withdrawn")}</dt>
            <dd className="text-2xl font-bold" data-testid="revenue-withdrawn">
              {money(balance.withdrawnLifetimeMinor)}
            </dd>
            <dd className="text-sm text-secondary">
              {t("dashboard.withdrawnYtd", { amount: money(balance.withdrawnYtdMinor) })}
            </dd>
          </Card>
        </dl>
        <Card padding="md" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t("dashboard.pendingDates")}</h2>
          {balance.pendingByDate.length === 0 ? (
            <p className="text-secondary">{t("dashboard.noPending")}</p>
          ) : (
            <ul data-testid="revenue-pending-dates">
              {balance.pendingByDate.map((entry) => (
                <li key={entry.date}>
                  {t("dashboard.pendingOn", { amount: money(entry.amountMinor), date: entry.date })}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-secondary">
            {t("dashboard.holdNote", { days: String(analyticsSettings().REVENUE_HOLD_DAYS) })}
          </p>
        </Card>
        <h2 className="text-lg font-semibold">{t("dashboard.breakdown")}</h2>
        <p className="text-sm text-secondary">{t("dashboard.breakdownNote")}</p>
        {breakdown.length === 0 ? (
          <p className="text-secondary" data-testid="revenue-breakdown-none">
            {t("dashboard.none")}
          </p>
        ) : (
          <div className={cardClassName({ padding: "sm", className: "relative overflow-x-auto" })}>
            <table className="w-full text-left text-sm" data-testid="revenue-breakdown">
              <thead>
                <tr className="border-b border-divider">
                  <th className="p-2">{t("dashboard.month")}</th>
                  <th className="p-2">{t("dashboard.project")}</th>
                  <th className="p-2 text-right">{t("dashboard.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {breakdown.map((row) => (
                  <tr key={`${row.month}:${row.projectId}`} className="border-b border-divider last:border-0">
                    <td className="p-2">{row.month}</td>
                    <td className="p-2">
                      {row.slug ? (
                        <a className="underline" href={`/project/${row.slug}`} dir="auto">
                          {row.name}
                        </a>
                      ) : (
                        t("dashboard.deletedProject")
                      )}
                    </td>
                    <td className="p-2 text-right tabular-nums">{money(row.amountMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2 className="text-lg font-semibold">{t("dashboard.monetization")}</h2>
        <p className="text-sm text-secondary">{t("dashboard.monetizationNote")}</p>
        {editable.length === 0 ? (
          <p className="text-secondary">{t("dashboard.noProjects")}</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {editable.map((project) => (
              <div key={project.id} className="flex flex-col gap-1" data-testid="monetization-project">
                <a className="font-semibold underline" href={`/project/${project.slug}`} dir="auto">
                  {project.name}
                </a>
                <MonetizationCard project={project} back={PATH} />
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
