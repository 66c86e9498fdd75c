/**
 * Dollars as typed ("12.34", "$1,200", "0.5") → whole cents, or null for anything else. Integer arithmetic on the
 * digits, never a float, so 0.29 is 29 cents and not 28.999….
 */
export function parseDollars(text: string): number | null {
  const bare = text.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + cents;
}

/** Cents as the amount field shows them again ("12.34"), without a currency sign. */
export function dollarsText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}
