import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";

import { SUPPORTED_CURRENCIES } from "../../server/services/catalogue/currencies";
import { chooseCurrencyAction } from "./plus-actions";

/** The currency picker: a plain form (no JavaScript needed) whose action remembers the choice in a cookie. */
export function CurrencyPicker({
  current,
  label,
  submit,
  back = "plus",
  interval,
}: {
  current: string;
  label: string;
  submit: string;
  back?: "plus" | "checkout";
  interval?: string;
}) {
  return (
    <form action={chooseCurrencyAction} className="flex flex-wrap items-end gap-2" data-testid="currency-picker">
      <input type="hidden" name="back" value={back} />
      {interval ? <input type="hidden" name="interval" value={interval} /> : null}
      <label className="flex flex-col gap-1 text-sm">
        {label}
        <select name="currency" defaultValue={current} className={inputClassName}>
          {SUPPORTED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClassName({ variant: "secondary" })}>
        {submit}
      </button>
    </form>
  );
}
