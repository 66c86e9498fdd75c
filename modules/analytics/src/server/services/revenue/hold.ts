const DAY_MS = 86_400_000;

/** A UTC day "YYYY-MM-DD" as the Date of its midnight; throws on anything else (callers validate input first). */
export function dayDate(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new Error(`not a day: ${day}`);
  return date;
}

/** The "YYYY-MM-DD" UTC day of a Date. */
export function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day after (or `n` days after) a UTC day. */
export function addDays(day: string, n = 1): string {
  return dayString(new Date(dayDate(day).getTime() + n * DAY_MS));
}

/**
 * When an earning of `day` becomes available: `holdDays` days counted from the end of the day's month, as the
 * reference does it (Net-60 = the first day of the next month + 59 days, at 00:00 UTC). A whole month shares one
 * date, so a creator sees one pending amount per month.
 */
export function availableAt(day: string, holdDays: number): Date {
  const date = dayDate(day);
  // Day 0 of the month after next is the last day of the next month, so day `holdDays` of the next month is the
  // first of the next month plus holdDays − 1 days; Date.UTC rolls the overflow into later months.
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, holdDays));
}
