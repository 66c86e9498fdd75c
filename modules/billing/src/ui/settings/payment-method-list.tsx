import { Button, buttonClassName } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";

import type { CardBrand } from "../../server/services/settings/billing-overview";
import { BrandIcon } from "./brand-icon";
import { CardFields } from "../card-fields";
import { addPaymentMethodAction, makePrimaryAction, removePaymentMethodAction } from "./settings-actions";
import type { SettingsT } from "./settings-t";

export interface MethodRow {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  isPrimary: boolean;
}

/**
 * The saved payment methods on /settings/billing: brand, last four, expiry, primary; Make primary, and Remove in two
 * steps without JavaScript (the link opens the confirmation `?confirm=remove&id=`, whose button removes).
 */
export function PaymentMethodList({
  methods,
  t,
  confirmId,
}: {
  methods: MethodRow[];
  t: SettingsT;
  confirmId: string | null;
}) {
  if (methods.length === 0) {
    return (
      <p className="text-sm" data-testid="payment-methods-none">
        {t("noMethods")}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="payment-methods">
      {methods.map((m) => (
        <li key={m.id} className={cardClassName({ className: "flex flex-col gap-2" })} data-testid="payment-method">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <BrandIcon brand={m.brand} label={t(`brands.${m.brand}`)} />
            <span className="font-semibold" data-testid="payment-method-last4">
              •••• {m.last4}
            </span>
            <span className="text-secondary">
              {t("expires", { month: String(m.expMonth).padStart(2, "0"), year: String(m.expYear) })}
            </span>
            {m.isPrimary ? (
              <span
                className="rounded bg-brand px-2 text-xs font-semibold text-on-brand"
                data-testid="payment-method-primary"
              >
                {t("primary")}
              </span>
            ) : null}
            <span className="flex-1" />
            {!m.isPrimary ? (
              <form action={makePrimaryAction}>
                <input type="hidden" name="id" value={m.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  aria-label={t("makePrimaryLabel", { last4: m.last4 })}
                >
                  {t("makePrimary")}
                </Button>
              </form>
            ) : null}
            {confirmId !== m.id ? (
              <a
                href={`?confirm=remove&id=${encodeURIComponent(m.id)}`}
                className={buttonClassName({ variant: "ghost", size: "sm" })}
                aria-label={t("removeLabel", { last4: m.last4 })}
                data-testid="payment-method-remove"
              >
                {t("remove")}
              </a>
            ) : null}
          </div>
          {confirmId === m.id ? (
            <div
              role="alertdialog"
              aria-labelledby={`remove-heading-${m.id}`}
              className="flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
              data-testid="payment-method-remove-confirm"
            >
              <strong id={`remove-heading-${m.id}`}>{t("removeConfirmHeading", { last4: m.last4 })}</strong>
              <p>{t("removeConfirmText")}</p>
              <div className="flex gap-2">
                <form action={removePaymentMethodAction}>
                  <input type="hidden" name="id" value={m.id} />
                  <Button type="submit" variant="danger" size="sm" data-testid="payment-method-remove-yes">
                    {t("removeConfirm")}
                  </Button>
                </form>
                <a href="/settings/billing" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                  {t("back")}
                </a>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The local provider's card form (docs/billing.md "Providers": its test cards); posts to BA's addPaymentMethod. */
export function AddCardForm({ t }: { t: SettingsT }) {
  return (
    <form action={addPaymentMethodAction} className="flex flex-col gap-3" data-testid="add-card-form">
      <CardFields labels={{ number: t("cardNumber"), expMonth: t("expMonth"), expYear: t("expYear"), cvc: t("cvc") }} />
      <Button type="submit" className="w-fit" data-testid="add-card-submit">
        {t("add")}
      </Button>
    </form>
  );
}
