// Billing intervals and their lengths (the reference's durations: 30, 90 and 365 days), and charge statuses.

export const INTERVALS = ["monthly", "quarterly", "yearly"] as const;
export type Interval = (typeof INTERVALS)[number];

export const INTERVAL_DAYS: Record<Interval, number> = { monthly: 30, quarterly: 90, yearly: 365 };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A failed renewal is tried again this long after its last attempt, and unprovisioned this long after its due. */
export const RETRY_AFTER_MS = 2 * DAY_MS;
/** A renewal still failing this long after its due date is cancelled. */
export const GIVE_UP_AFTER_MS = 30 * DAY_MS;

/** The statuses of the one charge that pays the next period while it can still be paid (the partial index). */
export const LIVE_STATUSES = ["open", "processing"];

export function isInterval(value: string): value is Interval {
  return (INTERVALS as readonly string[]).includes(value);
}

/** The length of an interval in milliseconds (an unknown one is treated as monthly: rows are checked on write). */
export function intervalMs(interval: string | null): number {
  return (isInterval(interval ?? "") ? INTERVAL_DAYS[interval as Interval] : 30) * DAY_MS;
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** A price's amount for an interval, or null where the interval is not offered. */
export function amountFor(
  price: { monthly: number | null; quarterly: number | null; yearly: number | null },
  interval: string,
): number | null {
  return isInterval(interval) ? price[interval] : null;
}
