import { notFound } from "next/navigation";

import { DateTime } from "@hopper/ui/i18n/format";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { cardBrand } from "../../server/services/settings/billing-overview";
import { formatMoney } from "../money";
import { billingCaller, refusalCode } from "../settings/billing-caller";
import { chargeDescription, statusLabel } from "../settings/charge-labels";
import { PrintButton } from "../settings/print-button";
import { billingSettingsMessages } from "../settings/settings-messages";

/** The receipt's charge, or null when it is not the viewer's (nor are they staff) or does not exist: a 404. */
async function receiptOf(params: ModulePageProps["params"]) {
  const { id } = await params;
  try {
    return await (await billingCaller()).settings.receipt({ id: typeof id === "string" ? id : "" });
  } catch (error) {
    const code = refusalCode(error);
    if (code === "NOT_FOUND" || code === "BAD_REQUEST" || code === "UNAUTHORIZED") return null;
    throw error;
  }
}

export async function generateMetadata() {
  const t = await getT(billingSettingsMessages);
  return { title: t("receipt.title") };
}

/**
 * The shell around the receipt (header, banners, footer) is left out when printing: these variants hide them for
 * any page that holds this receipt, so the printout is the receipt alone.
 */
const PRINT_ALONE =
  "print:[body:has(&)_header]:hidden print:[body:has(&)_footer]:hidden print:[body:has(&)_[role=status]]:hidden";

/**
 * /settings/billing/charges/{id} (guard `auth`): a printable receipt of one charge, the owner's (or any for staff);
 * anyone else gets the same 404 as an id that does not exist.
 */
export default async function BillingReceiptPage({ params }: ModulePageProps) {
  const [charge, t, { locale }] = await Promise.all([receiptOf(params), getT(billingSettingsMessages), getLocale()]);
  if (!charge) notFound();
  const card = charge.paymentMethod;
  return (
    <article className={`mx-auto flex max-w-2xl flex-col gap-6 py-8 print:py-0 ${PRINT_ALONE}`} data-testid="receipt">
      <div className="flex items-center justify-between gap-4 print:hidden">
        <a href="/settings/billing/charges" className="text-sm underline">
          {t("back")}
        </a>
        <PrintButton label={t("receipt.print")} />
      </div>
      <div className="flex items-start justify-between gap-4 border-b border-divider pb-4">
        <div>
          <h1 className="text-2xl font-bold">{t("receipt.heading")}</h1>
          <p className="text-sm text-secondary">{t("receipt.seller")}</p>
        </div>
        <dl className="text-right text-sm">
          <dt className="text-secondary">{t("receipt.number")}</dt>
          <dd className="font-mono" data-testid="receipt-id">
            {charge.id}
          </dd>
        </dl>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold">{t("receipt.billedTo")}</dt>
        <dd>
          {charge.user.username}
          {charge.user.email ? ` · ${charge.user.email}` : null}
        </dd>
        <dt className="font-semibold">{t("receipt.date")}</dt>
        <dd>
          <DateTime value={charge.createdAt} style="dateTime" />
        </dd>
        {charge.type === "subscription" ? (
          <>
            <dt className="font-semibold">{t("receipt.due")}</dt>
            <dd>
              <DateTime value={charge.due} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("receipt.description")}</dt>
        <dd data-testid="receipt-description">
          {chargeDescription(t, charge)}
          {charge.interval === "monthly" || charge.interval === "quarterly" || charge.interval === "yearly"
            ? ` · ${t(`intervals.${charge.interval}`)}`
            : null}
          {charge.parentChargeId ? ` · ${t("receipt.refundOf", { id: charge.parentChargeId })}` : null}
        </dd>
        {card ? (
          <>
            <dt className="font-semibold">{t("receipt.method")}</dt>
            <dd>{t("receipt.cardEnding", { brand: t(`brands.${cardBrand(card.brand)}`), last4: card.last4 })}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("receipt.status")}</dt>
        <dd data-testid="receipt-status">{statusLabel(t, charge.status)}</dd>
      </dl>
      <p className="flex justify-between border-t border-divider pt-4 text-lg font-bold">
        <span>{t("receipt.total")}</span>
        <span data-testid="receipt-total">{formatMoney(charge.amount, charge.currency, locale)}</span>
      </p>
    </article>
  );
}
