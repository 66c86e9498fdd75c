import { formatWithCommas } from "./number";

export interface MoneyFormatOptions {
  /** Shorten to "k" at 1,000 and "M" at 1,000,000 (revenue tiles); off by default. */
  abbreviate?: boolean;
}

/**
 * A dollar amount: "$" then the value rounded *down* to whole cents (a payout balance must never be
 * shown larger than it is), with comma thousands: 1234.567 → "$1,234.56".
 * With `abbreviate`, 1,000 or more → "$1.23k" and 1,000,000 or more → "$1.23M" (also rounded down).
 */
export function formatMoney(amount: number, options: MoneyFormatOptions = {}): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (options.abbreviate) {
    if (abs >= 1_000_000) return `${sign}$${floorTo(abs / 1_000_000, 2).toFixed(2)}M`;
    if (abs >= 1_000) return `${sign}$${floorTo(abs / 1_000, 2).toFixed(2)}k`;
  }
  const cents = floorTo(abs, 2);
  const [whole = "0", fraction = "00"] = cents.toFixed(2).split(".");
  return `${sign}$${formatWithCommas(Number(whole))}.${fraction}`;
}

/** Money stored as integer minor units (cents), e.g. a price of 499 → "$4.99". */
export function formatMinorUnits(minor: number, options: MoneyFormatOptions = {}): string {
  return formatMoney(minor / 100, options);
}

/**
 * Rounds down to `digits` decimals. Trimming the product to 12 significant digits first absorbs binary
 * float noise (4.35 * 100 is 434.99999…), which would otherwise lose a cent that is really there.
 */
function floorTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.floor(Number((value * factor).toPrecision(12))) / factor;
}
