import { AppError } from "@hopper/core/errors";

export const RANGES = ["30d", "this-month", "last-month", "custom"] as const;
export type RangeName = (typeof RANGES)[number];

export interface RangeInput {
  range: RangeName;
  /** Custom ranges only: the first and last day, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}

/** Inclusive UTC days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** The longest custom range, in days (a leap year). */
export const MAX_RANGE_DAYS = 366;
/** The default range's length: the previous 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** A YYYY-MM-DD string as the Date of its UTC midnight, or null when it is not a real calendar day. */
export function parseDay(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  // Date rolls 2026-02-30 over to March: a real day prints back the same.
  return Number.isNaN(date.getTime()) || dayOf(date) !== day ? null : date;
}

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The spec's ranges (§9) as inclusive UTC days: the previous 30 days (today and the 29 before it), this calendar
 * month (its first day to today), last calendar month (whole), or a custom from–to of at most 366 days. A bad
 * custom range is an invalid_input (400) whose message says what to change.
 */
export function resolveRange(input: RangeInput, now: Date = new Date()): DayRange {
  const today = dayOf(now);
  switch (input.range) {
    case "30d":
      return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
    case "this-month":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "last-month": {
      const firstOfThisMonth = `${today.slice(0, 7)}-01`;
      const to = addDays(firstOfThisMonth, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
    case "custom":
      return customRange(input.from, input.to);
    default:
      throw new AppError("invalid_input", `Unknown range: choose one of ${RANGES.join(", ")}.`);
  }
}

function customRange(from: string | undefined, to: string | undefined): DayRange {
  if (!from || !to) throw new AppError("invalid_input", "A custom range needs both a start and an end day.");
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start) throw new AppError("invalid_input", "The start day must be a date written as YYYY-MM-DD.");
  if (!end) throw new AppError("invalid_input", "The end day must be a date written as YYYY-MM-DD.");
  if (start > end) throw new AppError("invalid_input", "The start day must not be after the end day.");
  const days = (end.getTime() - start.getTime()) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) {
    throw new AppError(
      "invalid_input",
      `A custom range may span at most ${MAX_RANGE_DAYS} days (this one has ${days}).`,
    );
  }
  return { from, to };
}
