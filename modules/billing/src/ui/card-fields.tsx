import { inputClassName } from "@hopper/ui/components/field";

/** The labels of the card fields, in the reader's language (each form passes its own catalogue's words). */
export interface CardFieldLabels {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

const FIELD = "flex flex-col gap-1 text-sm";
const INPUT = `${inputClassName} w-full`;

/**
 * The local provider's card fields (docs/billing.md "Providers": its test cards), the names its `attachPaymentMethod`
 * reads: the checkout's and the billing settings' "add a card" forms both render these.
 */
export function CardFields({ labels }: { labels: CardFieldLabels }) {
  return (
    <div className="grid max-w-md grid-cols-3 gap-3">
      <label className={`col-span-3 ${FIELD}`}>
        <span>{labels.number}</span>
        <input name="number" inputMode="numeric" autoComplete="cc-number" maxLength={23} required className={INPUT} />
      </label>
      <label className={FIELD}>
        <span>{labels.expMonth}</span>
        <input
          name="expMonth"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          required
          className={INPUT}
        />
      </label>
      <label className={FIELD}>
        <span>{labels.expYear}</span>
        <input name="expYear" inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} required className={INPUT} />
      </label>
      <label className={FIELD}>
        <span>{labels.cvc}</span>
        <input name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required className={INPUT} />
      </label>
    </div>
  );
}
