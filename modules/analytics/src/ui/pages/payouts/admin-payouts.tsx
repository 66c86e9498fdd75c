import { formatMinorUnits } from "@hopper/core/format";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { canMarkPayout } from "../../../server/services/payouts/decide";
import { REASON_MAX } from "../../../server/services/payouts/inputs";
import { payoutMethod } from "../../../server/services/payouts/methods";
import { decidePayoutAction } from "../../payouts/payout-actions";
import { payoutMessages } from "../../payouts/payout-messages";
import { payoutCaller } from "../../payouts/payout-run";
import { PayoutPager } from "../../payouts/pager";
import { pageOf } from "../../payouts/page-query";

export async function generateMetadata() {
  const t = await getT(payoutMessages);
  return { title: t("admin.title") };
}

const PATH = "/admin/payouts";

/**
 * /admin/payouts (guards `auth`, `admin`; docs/analytics.md "Payouts", the manual workflow): the open withdrawals,
 * newest first, each with what to send where; a manual one has "Mark paid", or "Mark failed" with a reason, which
 * returns the money to the creator. A PayPal one is read-only (its status only): PayPal settles it; one whose status
 * is unknown has the same controls, under a line saying to check PayPal's dashboard first (decide.ts canMarkPayout).
 */
export default async function AdminPayoutsPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, list] = await Promise.all([
    getT(payoutMessages),
    (await payoutCaller()).adminOpen({ page: pageOf(query) }),
  ]);
  const refusal = sealedRefusal(query).message;
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.heading")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active={PATH} variant="inline" />
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : query.notice === "decided" ? (
        <FormNotice tone="success" testId="form-done">
          {t("admin.decided")}
        </FormNotice>
      ) : null}
      <p className="text-sm text-secondary">{t("admin.intro")}</p>
      {list.payouts.length === 0 ? (
        <p className="text-secondary" data-testid="admin-payouts-none">
          {t("admin.none")}
        </p>
      ) : (
        list.payouts.map((payout) => (
          <Card
            key={payout.id}
            padding="md"
            className="flex flex-col gap-3"
            data-testid="admin-payout-row"
            data-payout-id={payout.id}
            data-status={payout.status}
            data-provider={payout.provider}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                <a className="underline" href={`/user/${encodeURIComponent(payout.username)}`} dir="auto">
                  {payout.username}
                </a>
                {" · "}
                <span className="tabular-nums">{formatMinorUnits(payout.netMinor)}</span>
                {" → "}
                {payoutMethod(payout.methodId)?.name ?? payout.methodId}{" "}
                <code dir="auto" data-testid="admin-payout-address">
                  {payout.address}
                </code>
              </p>
              <p className="text-sm text-secondary">
                <DateTime value={payout.createdAt} /> · {t(`status.${payout.status}`)} · {t("transfers.amount")}{" "}
                {formatMinorUnits(payout.amountMinor)}, {t("transfers.fee")} {formatMinorUnits(payout.feeMinor)} ·{" "}
                <code>{payout.id}</code>
              </p>
            </div>
            {payout.provider !== "manual" ? (
              <p
                className="text-sm text-secondary"
                data-testid={canMarkPayout(payout) ? "admin-payout-check-paypal" : "admin-payout-provider-managed"}
              >
                {t(canMarkPayout(payout) ? "admin.checkPaypal" : "admin.providerManaged")}
                {payout.failureReason ? <span dir="auto"> {payout.failureReason}</span> : null}
              </p>
            ) : null}
            {canMarkPayout(payout) ? (
              <div className="flex flex-wrap items-end gap-4">
                <form action={decidePayoutAction}>
                  <input type="hidden" name="id" value={payout.id} />
                  <input type="hidden" name="status" value="success" />
                  <button
                    type="submit"
                    className={buttonClassName({ variant: "primary", size: "sm" })}
                    data-testid="admin-payout-paid"
                  >
                    {t("admin.paid")}
                  </button>
                </form>
                <form action={decidePayoutAction} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={payout.id} />
                  <input type="hidden" name="status" value="failed" />
                  <label className="flex flex-col gap-1 text-sm">
                    <span>{t("admin.reason")}</span>
                    <input
                      name="reason"
                      required
                      maxLength={REASON_MAX}
                      className={inputClassName}
                      data-testid="admin-payout-reason"
                    />
                  </label>
                  <button
                    type="submit"
                    className={buttonClassName({ variant: "danger", size: "sm" })}
                    data-testid="admin-payout-failed"
                  >
                    {t("admin.failed")}
                  </button>
                </form>
              </div>
            ) : null}
          </Card>
        ))
      )}
      <PayoutPager path={PATH} page={list.page} pageCount={list.pageCount} />
    </section>
  );
}
