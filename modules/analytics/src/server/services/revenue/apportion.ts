/** One share of an amount: a key (project or user id, the tie-break) and a non-negative integer weight. */
export interface Share {
  key: string;
  weight: bigint;
}

/**
 * Splits `total` integer cents across `shares` by weight with the largest remainder method: each gets the floor of
 * its exact part, then the cents left over (fewer than the number of shares) go one each to the largest remainders,
 * equal remainders by key ascending (code-point order, so the result never depends on locale). The parts always sum
 * to `total` exactly. All weights 0 → equal parts. No shares → an empty list (the caller keeps the money).
 */
export function apportion(total: bigint, shares: readonly Share[]): { key: string; amount: bigint }[] {
  if (shares.length === 0) return [];
  const zero = shares.every((share) => share.weight <= 0n);
  const weights = shares.map((share) => (zero ? 1n : share.weight > 0n ? share.weight : 0n));
  const sum = weights.reduce((a, b) => a + b, 0n);
  const parts = shares.map((share, index) => {
    const exact = total * (weights[index] ?? 0n);
    return { key: share.key, amount: exact / sum, remainder: exact % sum };
  });
  let left = total - parts.reduce((a, part) => a + part.amount, 0n);
  const order = [...parts].sort((a, b) =>
    a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  for (const part of order) {
    if (left <= 0n) break;
    part.amount += 1n;
    left -= 1n;
  }
  return parts.map(({ key, amount }) => ({ key, amount }));
}

/**
 * A member's payout split (a Float in the database, any non-negative number) as an integer weight: millionths,
 * rounded; negative, NaN and infinite count as 0. The same float always gives the same integer.
 */
export function splitWeight(split: number): bigint {
  return Number.isFinite(split) && split > 0 ? BigInt(Math.round(split * 1_000_000)) : 0n;
}

/** The day's part of a month's pool: pool / days, the remainder cents one each to the month's first days. */
export function dayPart(poolMinor: bigint, daysInMonth: number, dayOfMonth: number): bigint {
  const days = BigInt(daysInMonth);
  return poolMinor / days + (BigInt(dayOfMonth) <= poolMinor % days ? 1n : 0n);
}
