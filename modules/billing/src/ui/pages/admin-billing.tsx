import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { formatMoney } from "../money";
import { billingCaller, refusalCode } from "../settings/billing-caller";
import { chargeDescription, statusLabel } from "../settings/charge-labels";
import { staffCancelAction, staffExtendAction, staffRefundAction } from "../settings/settings-actions";
import { billingSettingsMessages } from "../settings/settings-messages";
import { billingStaffMessages } from "../settings/staff-messages";

const STAFF_NOTICES = ["refunded", "extended", "staffCancelled"] as const;
const isStaffNotice = (value: unknown): value is (typeof STAFF_NOTICES)[number] =>
  (STAFF_NOTICES as readonly unknown[]).includes(value);

/** The user's billing, or null for 'User not found' (an unknown id, or one past any id's length). */
async function userBilling(params: ModulePageProps["params"], page: number) {
  const { id } = await params;
  try {
    return await (await billingCaller()).settings.staffUser({ id: typeof id === "string" ? id : "", page });
  } catch (error) {
    // Unknown or malformed: 'User not found'. Not staff (or signed out): only generateMetadata gets here, since the
    // page's guards answer 403 (or sign-in) first; its title is then the generic one.
    const code = refusalCode(error);
    if (code === "NOT_FOUND" || code === "BAD_REQUEST" || code === "FORBIDDEN" || code === "UNAUTHORIZED") return null;
    throw error;
  }
}

const pageOf = (value: unknown) => (typeof value === "string" && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1);

export async function generateMetadata({ params }: ModulePageProps) {
  const [billing, t] = await Promise.all([userBilling(params, 1), getT(billingStaffMessages)]);
  return { title: billing ? t("title", { username: billing.user.username }) : t("titleUnknown") };
}

/**
 * /admin/billing/{id} (guards `auth`, `staff`; docs/billing.md "Staff"): a user's subscriptions and charges, with
 * cancel and extend per subscription and a full or partial refund per paid charge. An unknown user: 'User not found'.
 */
export default async function AdminBillingPage({ params, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [billing, t, st, { locale }] = await Promise.all([
    userBilling(params, pageOf(query.page)),
    getT(billingStaffMessages),
    getT(billingSettingsMessages),
    getLocale(),
  ]);
  if (!billing) {
    return (
      <section className="flex flex-col gap-4 py-8">
        <FormNotice tone="error" boxed testId="admin-billing-not-found">
          {t("userNotFound")}
        </FormNotice>
      </section>
    );
  }
  const { user } = billing;
  const error = sealedRefusal(query).message;
  const input = `${inputClassName} w-28`;
  return (
    <section className="flex flex-col gap-6 py-8" data-testid="admin-billing">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("heading", { username: user.username })}</h1>
        <a className="text-sm underline" href={`/user/${encodeURIComponent(user.username)}`}>
          {t("profile")}
        </a>
      </div>
      {isStaffNotice(query.notice) ? (
        <FormNotice tone="success" boxed testId="admin-billing-notice">
          {st(`notices.${query.notice}`)}
        </FormNotice>
      ) : null}
      {error ? (
        <FormNotice tone="error" boxed testId="admin-billing-error">
          {error}
        </FormNotice>
      ) : null}
      <h2 className="text-lg font-semibold">{t("subscriptions")}</h2>
      {billing.subscriptions.length === 0 ? <p className="text-sm">{t("none")}</p> : null}
      <ul className="flex flex-col gap-3">
        {billing.subscriptions.map((s) => (
          <li
            key={s.id}
            className={cardClassName({ className: "flex flex-wrap items-end gap-4 text-sm" })}
            data-testid="admin-subscription"
          >
            <div className="flex flex-1 flex-col">
              <strong>{s.product.name}</strong>
              <span>
                {s.interval} · {st(`state.${s.state}`)}
                {s.nextCharge ? (
                  <>
                    {" · "}
                    <DateTime value={s.nextCharge.due} />
                  </>
                ) : null}
              </span>
            </div>
            {s.state === "active" || s.state === "failed" ? (
              <form action={staffCancelAction}>
                <input type="hidden" name="userId" value={user.id} />
                <input type="hidden" name="id" value={s.id} />
                <Button type="submit" variant="danger" size="sm">
                  {t("cancel")}
                </Button>
              </form>
            ) : null}
            <form action={staffExtendAction} className="flex items-end gap-2">
              <input type="hidden" name="userId" value={user.id} />
              <input type="hidden" name="id" value={s.id} />
              <label className="flex flex-col gap-1">
                <span>{t("extendDays")}</span>
                <input name="days" inputMode="numeric" maxLength={4} required className={input} />
              </label>
              <Button type="submit" variant="secondary" size="sm">
                {t("extend")}
              </Button>
            </form>
          </li>
        ))}
      </ul>
      <h2 className="text-lg font-semibold">{t("charges")}</h2>
      {billing.charges.length === 0 ? <p className="text-sm">{t("none")}</p> : null}
      <ul className="flex flex-col gap-2">
        {billing.charges.map((charge) => (
          <li
            key={charge.id}
            className={cardClassName({ padding: "sm", className: "flex flex-wrap items-end gap-4 text-sm" })}
            data-testid="admin-charge"
            data-status={charge.status}
          >
            <span className="flex flex-1 flex-col">
              <a className="font-mono underline" href={`/settings/billing/charges/${encodeURIComponent(charge.id)}`}>
                {charge.id}
              </a>
              <span>
                <DateTime value={charge.createdAt} /> · {chargeDescription(st, charge)} ·{" "}
                {formatMoney(charge.amount, charge.currency, locale)} · {statusLabel(st, charge.status)}
              </span>
            </span>
            {charge.status === "succeeded" && charge.type !== "refund" ? (
              <form action={staffRefundAction} className="flex items-end gap-2">
                <input type="hidden" name="userId" value={user.id} />
                <input type="hidden" name="chargeId" value={charge.id} />
                <label className="flex flex-col gap-1">
                  <span>{t("refundAmount")}</span>
                  <input name="amount" inputMode="numeric" maxLength={9} className={input} />
                </label>
                <Button type="submit" variant="danger" size="sm" aria-label={t("refundLabel", { id: charge.id })}>
                  {t("refund")}
                </Button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
