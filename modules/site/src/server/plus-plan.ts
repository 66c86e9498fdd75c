/**
 * The Hopper+ (midas) subscription prices in US dollars, minor units, from spec section 9. Other
 * currencies and the live price list come with the billing module.
 */
export const PLUS_PRICES_USD = [
  { interval: "monthly", label: "Monthly", per: "month", months: 1, amount: 499 },
  { interval: "quarterly", label: "Quarterly", per: "quarter", months: 3, amount: 1200 },
  { interval: "yearly", label: "Yearly", per: "year", months: 12, amount: 4999 },
] as const;

/** Whole-percent saving of a longer interval against paying monthly for the same time. */
export function savingPercent(amount: number, months: number, monthly = 499): number {
  return Math.floor((1 - amount / (monthly * months)) * 100);
}
