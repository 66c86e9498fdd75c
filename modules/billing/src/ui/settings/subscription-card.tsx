import { Button, buttonClassName } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { inputClassName } from "@hopper/ui/components/field";
import { DateTime } from "@hopper/ui/i18n/format";

import type { SubscriptionView } from "../../server/services/subscriptions/list";
import { formatMoney } from "../money";
import {
  cancelSubscriptionAction,
  changeIntervalAction,
  resubscribeAction,
  uncancelSubscriptionAction,
} from "./settings-actions";
import type { SettingsT } from "./settings-t";

const INTERVALS = ["monthly", "quarterly", "yearly"] as const;
type Interval = (typeof INTERVALS)[number];
const asInterval = (value: string): Interval =>
  (INTERVALS as readonly string[]).includes(value) ? (value as Interval) : "monthly";

// Tinted borders and backgrounds with the page's own text colour: coloured text on a tint fails contrast (axe).
const STATE_TONES: Record<SubscriptionView["state"], string> = {
  active: "border-success bg-success/10",
  pending: "border-brand bg-brand/10",
  cancelled: "border-warning bg-warning/10",
  failed: "border-danger bg-danger/10",
  ended: "border-divider",
};

/**
 * One subscription on /settings/billing: what it is, its state and next charge, and what can be done now. Cancel is
 * two steps without JavaScript: the link opens the confirmation (`?confirm=cancel&id=`), whose button cancels.
 */
export function SubscriptionCard({
  subscription: s,
  t,
  locale,
  confirming,
}: {
  subscription: SubscriptionView;
  t: SettingsT;
  locale: string;
  confirming: boolean;
}) {
  const next = s.nextCharge;
  // The next charge's interval is the one a change applies to; the subscription's until then.
  const interval = asInterval(next?.interval ?? s.interval);
  const money = (amount: number) => formatMoney(amount, s.currency, locale);
  const date = next?.due ?? null;
  return (
    <li className={cardClassName({ className: "flex flex-col gap-3" })} data-testid="subscription" data-state={s.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <strong className="text-base">{s.product.name}</strong>
          <span className="text-sm text-secondary">
            {t(`intervals.${interval}`)}
            {next ? ` · ${t(`per.${interval}`, { amount: money(next.amount) })}` : null}
          </span>
        </div>
        <span
          className={`rounded border px-2 py-0.5 text-xs font-semibold ${STATE_TONES[s.state]}`}
          data-testid="subscription-state"
        >
          {t(`state.${s.state}`)}
        </span>
      </div>
      {next && date && (s.state === "active" || s.state === "pending") ? (
        <p className="text-sm" data-testid="subscription-next">
          {t.rich("nextCharge", { amount: money(next.amount), date: () => <DateTime value={date} /> })}
        </p>
      ) : null}
      {date && s.state === "cancelled" ? (
        <p className="text-sm" data-testid="subscription-perks-until">
          {t.rich("perksUntil", { date: () => <DateTime value={date} /> })}
        </p>
      ) : null}
      {date && s.state === "failed" ? (
        <div className="flex flex-col gap-1 text-sm text-danger" data-testid="subscription-failed">
          <p>{t.rich("failedSince", { date: () => <DateTime value={date} /> })}</p>
          {next?.failureMessage ? <p>{t("failureReason", { message: next.failureMessage })}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {s.state === "active" && !confirming ? (
          <a
            href={`?confirm=cancel&id=${encodeURIComponent(s.id)}#subscription-${s.id}`}
            className={buttonClassName({ variant: "secondary", size: "sm" })}
            aria-label={t("cancelLabel", { product: s.product.name })}
            data-testid="subscription-cancel"
          >
            {t("cancel")}
          </a>
        ) : null}
        {s.state === "cancelled" ? (
          <form action={uncancelSubscriptionAction}>
            <input type="hidden" name="id" value={s.id} />
            <Button type="submit" size="sm" data-testid="subscription-uncancel">
              {t("uncancel")}
            </Button>
          </form>
        ) : null}
        {s.state === "failed" || s.state === "ended" ? (
          <form action={resubscribeAction}>
            <input type="hidden" name="id" value={s.id} />
            {s.state === "failed" ? <input type="hidden" name="retry" value="1" /> : null}
            <Button
              type="submit"
              size="sm"
              data-testid={s.state === "failed" ? "subscription-retry" : "subscription-resubscribe"}
            >
              {s.state === "failed" ? t("retry") : t("resubscribe")}
            </Button>
          </form>
        ) : null}
        {s.state === "active" ? (
          <form action={changeIntervalAction} className="flex items-end gap-2">
            <input type="hidden" name="id" value={s.id} />
            <label className="flex flex-col gap-1 text-sm">
              <span>{t("changeInterval")}</span>
              <select
                name="interval"
                defaultValue={interval}
                className={inputClassName}
                data-testid="subscription-interval"
              >
                {INTERVALS.map((value) => (
                  <option key={value} value={value}>
                    {t(`intervals.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" size="sm">
              {t("changeIntervalSubmit")}
            </Button>
          </form>
        ) : null}
      </div>
      {s.state === "active" && confirming && date ? (
        <div
          role="alertdialog"
          aria-labelledby={`cancel-heading-${s.id}`}
          className="flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
          data-testid="subscription-cancel-confirm"
        >
          <strong id={`cancel-heading-${s.id}`}>{t("cancelConfirmHeading", { product: s.product.name })}</strong>
          <p>{t.rich("cancelConfirmText", { date: () => <DateTime value={date} /> })}</p>
          <div className="flex gap-2">
            <form action={cancelSubscriptionAction}>
              <input type="hidden" name="id" value={s.id} />
              <Button type="submit" variant="danger" size="sm" data-testid="subscription-cancel-yes">
                {t("cancelConfirm")}
              </Button>
            </form>
            <a href="/settings/billing" className={buttonClassName({ variant: "secondary", size: "sm" })}>
              {t("keep")}
            </a>
          </div>
        </div>
      ) : null}
    </li>
  );
}
