import { cardClassName } from "@hopper/ui/components/card";
import { DateTime } from "@hopper/ui/i18n/format";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { formatMoney } from "../money";
import { billingCaller } from "../settings/billing-caller";
import { chargeDescription, statusLabel } from "../settings/charge-labels";
import { billingSettingsMessages } from "../settings/settings-messages";

export async function generateMetadata() {
  const t = await getT(billingSettingsMessages);
  return { title: t("charges.title") };
}

/** `?page=` as a page number; anything else (absent, text, out of range) is the first page. */
function pageOf(value: unknown): number {
  const page = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /settings/billing/charges (guard `auth`; docs/billing.md "Billing settings"): every charge of the viewer, newest
 * first, 25 a page, with date, product, amount and status, each linking to its printable receipt.
 */
export default async function BillingChargesPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, { locale }, list] = await Promise.all([
    getT(billingSettingsMessages),
    getLocale(),
    (await billingCaller()).settings.charges({ page: pageOf(query.page) }),
  ]);
  const link = (page: number) => `/settings/billing/charges${page > 1 ? `?page=${page}` : ""}`;
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("menu")} entries={host.menus.settings} active="/settings/billing" />
      <section className="flex flex-col gap-4">
        <a href="/settings/billing" className="text-sm underline">
          {t("back")}
        </a>
        <h1 className="text-2xl font-bold">{t("charges.heading")}</h1>
        {list.charges.length === 0 ? (
          <p className="text-sm" data-testid="charges-none">
            {t("charges.none")}
          </p>
        ) : (
          <div className={cardClassName({ padding: "sm", className: "overflow-x-auto" })}>
            <table className="w-full text-left text-sm" data-testid="charges">
              <thead>
                <tr className="border-b border-divider">
                  <th className="p-2">{t("charges.date")}</th>
                  <th className="p-2">{t("charges.product")}</th>
                  <th className="p-2 text-right">{t("charges.amount")}</th>
                  <th className="p-2">{t("charges.status")}</th>
                  <th className="p-2">
                    <span className="sr-only">{t("charges.receipt")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.charges.map((charge) => (
                  <tr
                    key={charge.id}
                    className="border-b border-divider last:border-0"
                    data-testid="charge"
                    data-status={charge.status}
                  >
                    <td className="p-2">
                      <DateTime value={charge.status === "open" ? charge.due : charge.createdAt} />
                    </td>
                    <td className="p-2">{chargeDescription(t, charge)}</td>
                    <td className="p-2 text-right tabular-nums">
                      {formatMoney(charge.amount, charge.currency, locale)}
                    </td>
                    <td className="p-2">
                      {statusLabel(t, charge.status)}
                      {/* The provider's own words ("Your card was declined."): a purchase that failed leaves only this. */}
                      {charge.status === "failed" && charge.failureMessage ? (
                        <span className="block text-xs text-secondary" data-testid="charge-failure">
                          {charge.failureMessage}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      <a
                        className="underline"
                        href={`/settings/billing/charges/${encodeURIComponent(charge.id)}`}
                        data-testid="charge-receipt"
                      >
                        {t("charges.receipt")}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.pages > 1 ? (
          <nav className="flex items-center gap-4 text-sm" aria-label={t("charges.heading")}>
            {list.page > 1 ? (
              <a className="underline" href={link(list.page - 1)} rel="prev">
                {t("charges.previous")}
              </a>
            ) : null}
            <span>{t("charges.pageOf", { page: String(list.page), pages: String(list.pages) })}</span>
            {list.page < list.pages ? (
              <a className="underline" href={link(list.page + 1)} rel="next">
                {t("charges.next")}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
