// The currencies Hopper sells in (docs/billing.md, "Products and prices"): every midas price exists in each of
// them; pyro plans are USD only. Amounts are integers in the currency's minor unit, which for a zero-decimal
// currency (JPY, KRW, VND, CLP) is the whole unit: 750 JPY is ¥750, not ¥7.50.

/** ISO 4217 code → digits after the decimal point of its minor unit (what Stripe and ISO 4217 use). */
export const CURRENCY_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  JPY: 0,
  CNY: 2,
  INR: 2,
  BRL: 2,
  MXN: 2,
  ARS: 2,
  CLP: 0,
  COP: 2,
  PEN: 2,
  KRW: 0,
  TWD: 2,
  HKD: 2,
  SGD: 2,
  MYR: 2,
  IDR: 2,
  PHP: 2,
  THB: 2,
  VND: 0,
  TRY: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  CHF: 2,
  ZAR: 2,
} as const satisfies Record<string, 0 | 2>;

export type CurrencyCode = keyof typeof CURRENCY_DIGITS;

export const SUPPORTED_CURRENCIES = Object.keys(CURRENCY_DIGITS) as CurrencyCode[];

/** Every price falls back to this one when the product has no price in the visitor's currency. */
export const FALLBACK_CURRENCY: CurrencyCode = "USD";

export const isSupportedCurrency = (code: string): code is CurrencyCode => Object.hasOwn(CURRENCY_DIGITS, code);

/** The digits of a currency's minor unit: the table's, else what Intl knows (2 for an unknown code). */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (isSupportedCurrency(code)) return CURRENCY_DIGITS[code];
  try {
    return (
      new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
