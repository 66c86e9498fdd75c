import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { payoutMethod } from "../../../server/services/payouts/methods";
import { cancelPayoutAction } from "../../payouts/payout-actions";
import { payoutMessages } from "../../payouts/payout-messages";
import { payoutCaller } from "../../payouts/payout-run";
import { PayoutPager } from "../../payouts/pager";
import { pageOf } from "../../payouts/page-query";

export async function generateMetadata() {
  const t = await getT(payoutMessages);
  return { title: t("transfers.title") };
}

const PATH = "/dashboard/revenue/transfers";
const NOTICES = ["withdrawn", "cancelled", "cancelling"] as const;

/**
 * /dashboard/revenue/transfers (guard `auth`; docs/analytics.md "Payouts"): every payout of the viewer, newest
 * first, 25 a page, with date, method, amount, fee, what arrives and status; one still in transit can be cancelled.
 */
export default async function TransfersPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, list] = await Promise.all([getT(payoutMessages), (await payoutCaller()).history({ page: pageOf(query) })]);
  const refusal = sealedRefusal(query).message;
  const notice = NOTICES.find((name) => name === query.notice);
  return (
    <div className="flex min-w-0 flex-col gap-6 py-8 md:flex-row">
      <MenuNav label={t("menu")} entries={host.menus.dashboard} active="/dashboard/revenue" />
      <section className="flex min-w-0 grow flex-col gap-4">
        <a href="/dashboard/revenue" className="text-sm underline">
          {t("backToRevenue")}
        </a>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t("transfers.heading")}</h1>
          <a className={buttonClassName({ variant: "primary" })} href="/dashboard/revenue/withdraw">
            {t("transfers.withdraw")}
          </a>
        </div>
        {refusal ? (
          <FormNotice tone="error" testId="form-error">
            {refusal}
          </FormNotice>
        ) : notice ? (
          <FormNotice tone="success" testId="form-done">
            {t(`transfers.${notice}`)}
          </FormNotice>
        ) : null}
        {list.payouts.length === 0 ? (
          <p className="text-secondary" data-testid="transfers-none">
            {t("transfers.none")}
          </p>
        ) : (
          // relative: the header's sr-only label is positioned; without a containing block inside the scroller it
          // would sit past the table's edge and widen the whole page on a phone.
          <div className={cardClassName({ padding: "sm", className: "relative overflow-x-auto" })}>
            <table className="w-full text-left text-sm" data-testid="transfers-list">
              <thead>
                <tr className="border-b border-divider">
                  <th className="p-2">{t("transfers.date")}</th>
                  <th className="p-2">{t("transfers.method")}</th>
                  <th className="p-2 text-right">{t("transfers.amount")}</th>
                  <th className="p-2 text-right">{t("transfers.fee")}</th>
                  <th className="p-2 text-right">{t("transfers.arrives")}</th>
                  <th className="p-2">{t("transfers.status")}</th>
                  <th className="p-2">
                    <span className="sr-only">{t("transfers.cancel")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.payouts.map((payout) => (
                  <tr
                    key={payout.id}
                    className="border-b border-divider last:border-0"
                    data-testid="transfer"
                    data-status={payout.status}
                    data-payout-id={payout.id}
                  >
                    <td className="p-2">
                      <DateTime value={payout.createdAt} />
                    </td>
                    <td className="p-2">
                      {payoutMethod(payout.methodId)?.name ?? payout.methodId}
                      <span className="block text-xs text-secondary" dir="auto">
                        {payout.address}
                      </span>
                    </td>
                    <td className="p-2 text-right tabular-nums">{formatMinorUnits(payout.amountMinor)}</td>
                    <td className="p-2 text-right tabular-nums">{formatMinorUnits(payout.feeMinor)}</td>
                    <td className="p-2 text-right tabular-nums">{formatMinorUnits(payout.netMinor)}</td>
                    <td className="p-2" data-testid="transfer-status">
                      {t(`status.${payout.status}`)}
                      {payout.status === "failed" && payout.failureReason ? (
                        <span className="block text-xs text-secondary" dir="auto" data-testid="transfer-failure">
                          {payout.failureReason}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      {payout.status === "in-transit" ? (
                        <form action={cancelPayoutAction}>
                          <input type="hidden" name="id" value={payout.id} />
                          <button
                            type="submit"
                            className={buttonClassName({ variant: "secondary", size: "sm" })}
                            data-testid="transfer-cancel"
                          >
                            {t("transfers.cancel")}
                          </button>
                        </form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PayoutPager path={PATH} page={list.page} pageCount={list.pageCount} />
      </section>
    </div>
  );
}
