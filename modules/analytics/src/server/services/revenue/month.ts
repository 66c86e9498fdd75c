import { dayDate, dayString } from "./hold";

/** "YYYY-MM" as its first day's Date; null when it is not a month. */
export function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return null;
  return new Date(Date.UTC(Number(match[1]), monthIndex, 1));
}

/** The first day of a day's month, its number of days and the day's number in it. */
export function monthOf(day: string): { month: Date; daysInMonth: number; dayOfMonth: number } {
  const date = dayDate(day);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  return {
    month: new Date(Date.UTC(year, monthIndex, 1)),
    daysInMonth: new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate(),
    dayOfMonth: date.getUTCDate(),
  };
}

/** "YYYY-MM" of a Date. */
export const monthString = (date: Date) => dayString(date).slice(0, 7);
