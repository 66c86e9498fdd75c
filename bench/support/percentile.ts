// The one percentile every benchmark reports.

/**
 * The nearest-rank percentile: the smallest value that at least p % of the values do not exceed (sorted index
 * ⌈p/100 · n⌉ − 1). p99 of 100 timings is the 99th, so a single stall is the maximum, not the p99 (an earlier
 * `floor(p/100 · n)` made every p99 of 100 runs, and of 50, the maximum). NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
