import { AppError } from "@hopper/core/errors";

// The reference API speaks dollars; Hopper keeps integer USD cents. These conversions go through text, never
// through a float multiplication, so no cent drifts either way.

/** Cents as a decimal string of dollars: 1234 → "12.34", -5 → "-0.05" (the analytics `revenue` field). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Cents as a JSON number of dollars (the payout routes). The number is parsed from the exact decimal text, so it
 * is the double nearest to it and serializes back as the same two decimals.
 */
export const centsToDollars = (cents: number): number => Number(centsToDecimal(cents));

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A decimal string of dollars ("12.3", "0.05", "100") as cents, read digit by digit: at most two decimals (a
 * fraction of a cent is refused, never rounded) and at most 13 integer digits, so the cents stay a safe integer.
 */
export function decimalToCents(text: string, field = "amount"): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) {
    throw new AppError("invalid_input", `${field} must be a number of dollars with at most two decimals.`);
  }
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] && cents !== 0 ? -cents : cents;
}
