/** Proration amounts under this many minor units are waived (the reference's rule). */
export const PRORATION_WAIVER = 30;

/**
 * What an upgrade costs now: the price difference weighted by the remaining share of the period, in minor units,
 * rounded down (never in the platform's favour), 0 for a downgrade or an amount under the waiver.
 */
export function prorationAmount(oldAmount: number, newAmount: number, remainingMs: number, periodMs: number): number {
  if (newAmount <= oldAmount || periodMs <= 0) return 0;
  const remaining = Math.min(Math.max(remainingMs, 0), periodMs);
  const amount = Math.floor(((newAmount - oldAmount) * remaining) / periodMs);
  return amount < PRORATION_WAIVER ? 0 : amount;
}
