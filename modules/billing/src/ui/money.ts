import { minorDigits } from "../server/services/catalogue/currencies";

// Money as people read it (spec §9; docs/billing.md, "Products and prices"): the currency's sign, the amount in
// whole units, never rounded up. Amounts are integer minor units everywhere else.

export interface FormatMoneyOptions {
  /** Shorten large amounts: $12.3k, $1.2M (spec §9's "optional k and M shortening"); still rounded down. */
  compact?: boolean;
}

/** Rounds toward minus infinity at `digits` decimals (a refund of −$4.999 shows −$5.00, a price of $4.999 $4.99). */
const floorTo = (value: number, digits: number) => Math.floor(value * 10 ** digits + 1e-9) / 10 ** digits;

/**
 * `formatMoney(499, "USD", "en-US")` → "$4.99"; `(449, "EUR", "en-US")` → "€4.49"; `(500, "JPY", "en-US")` →
 * "¥500" (JPY's minor unit is the yen). A fractional amount (a computed share) is rounded down to the minor unit.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const minor = Math.floor(amount + 1e-9);
  const whole = minor / 10 ** digits;
  // "symbol", not "narrowSymbol": CA$ and A$ stay apart from $ on a page that lists several currencies.
  const base: Intl.NumberFormatOptions = { style: "currency", currency: code };
  if (options.compact && Math.abs(whole) >= 10_000) {
    const [divisor, suffix] = Math.abs(whole) >= 1_000_000 ? [1_000_000, "M"] : [1_000, "k"];
    const parts = new Intl.NumberFormat(locale, {
      ...base,
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).formatToParts(floorTo(whole / divisor, 1));
    // The suffix follows the number's last digit, before a trailing sign or space ("12.3k €").
    const last = parts.findLastIndex((part) => part.type === "integer" || part.type === "fraction");
    return parts.map((part, index) => (index === last ? `${part.value}${suffix}` : part.value)).join("");
  }
  return new Intl.NumberFormat(locale, {
    ...base,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(whole);
}
