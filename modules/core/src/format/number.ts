/**
 * Number formatting as the spec (section 9) states it. Pure functions with no locale lookup, so server
 * and browser render the same string and hydration never disagrees.
 */

/** Thousands separated by commas: 1234567 → "1,234,567". Negative numbers keep their sign. */
export function formatWithCommas(value: number): string {
  const sign = value < 0 ? "-" : "";
  const [whole = "0", fraction] = Math.abs(value).toString().split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/**
 * Download and follower counts: 1,000,000 or more → "x.xxM", 10,000 or more → "x.xk", otherwise the
 * number with comma thousands. The decimals are fixed (2 for millions, 1 for thousands) as specified.
 */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(2)}M`;
  if (abs >= 10_000) return `${(value / 1_000).toFixed(1)}k`;
  return formatWithCommas(value);
}

const COMPACT_UNITS = [
  { limit: 1e12, suffix: "T" },
  { limit: 1e9, suffix: "G" },
  { limit: 1e6, suffix: "M" },
  { limit: 1e3, suffix: "K" },
] as const;

/**
 * The text catalogue's compact form (K, M, G, T): at most one decimal, trailing ".0" dropped,
 * e.g. 1500 → "1.5K", 2_000_000 → "2M", 999 → "999". Values are truncated, not rounded, so a count
 * never appears larger than it is (999_999 → "999.9K", not "1000K").
 */
export function formatCompactNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "-" : "";
  for (const { limit, suffix } of COMPACT_UNITS) {
    if (abs >= limit) {
      const scaled = Math.floor((abs / limit) * 10) / 10;
      return `${sign}${stripTrailingZero(scaled.toFixed(1))}${suffix}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}

function stripTrailingZero(text: string): string {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}
