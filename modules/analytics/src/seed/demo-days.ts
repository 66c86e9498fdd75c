/** Days of views, downloads and revenue demo-creator's projects get, ending yesterday (docs/analytics.md). */
export const DEMO_ANALYTICS_DAYS = 90;

const DAY_MS = 86_400_000;

/** The last DEMO_ANALYTICS_DAYS UTC days before `now`, oldest first, as "YYYY-MM-DD". */
export function demoDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DEMO_ANALYTICS_DAYS }, (_, i) =>
    new Date(today - (DEMO_ANALYTICS_DAYS - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Where the demo's traffic comes from: a few countries, weighted, and the three referrer kinds. */
export const DEMO_COUNTRIES: readonly [string, number][] = [
  ["US", 34],
  ["DE", 14],
  ["BR", 11],
  ["GB", 9],
  ["FR", 7],
  ["PL", 6],
  ["unknown", 4],
];
export const DEMO_KINDS: readonly [string, number][] = [
  ["site", 55],
  ["launcher", 35],
  ["api", 10],
];

/**
 * A day's traffic relative to an ordinary weekday: weekends busier, a release `releaseDay` days into the window
 * spiking to about three times and fading over a week, and a little noise.
 */
export function dayWeight(day: string, index: number, releaseIndex: number, rand: () => number): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : weekday === 5 ? 1.15 : 1;
  const since = index - releaseIndex;
  const spike = since >= 0 ? 1 + 2.2 * Math.exp(-since / 3) : 1;
  const growth = 0.8 + 0.4 * (index / DEMO_ANALYTICS_DAYS);
  return weekend * spike * growth * (0.85 + 0.3 * rand());
}
