"use client";

import { useFormat } from "./client";

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

// Intl refuses `timeZoneName` beside `dateStyle`/`timeStyle` (a TypeError, which use-intl turned into its
// fallback "Wed Nov 25 2026 23:41:00 GMT+0000 (…)"), so the styles that name the zone spell out their fields.
const STYLES = {
  date: { dateStyle: "medium" },
  dateTime: {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
  time: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  long: { dateStyle: "long" },
} as const;

export type DateStyle = keyof typeof STYLES;

/**
 * A date or time through `Intl` in the page's locale (UTC, so server render and hydration agree), in a
 * `<time>` element carrying the exact ISO instant. Works in server and client components.
 */
export function DateTime({
  value,
  style = "date",
  className,
}: {
  value: DateInput;
  style?: DateStyle;
  className?: string;
}) {
  const format = useFormat();
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {format.dateTime(date, STYLES[style])}
    </time>
  );
}

/**
 * "3 days ago" through `Intl.RelativeTimeFormat`, with the full date as a tooltip. The server and the browser
 * may disagree by a minute, so hydration keeps the server's text.
 */
export function RelativeTime({ value, className }: { value: DateInput; className?: string }) {
  const format = useFormat();
  const date = toDate(value);
  return (
    <time
      dateTime={date.toISOString()}
      title={format.dateTime(date, STYLES.dateTime)}
      className={className}
      suppressHydrationWarning
    >
      {format.relativeTime(date, new Date())}
    </time>
  );
}

/** A plain number through `Intl.NumberFormat` (grouping per locale). Counts use `@hopper/core/format`'s formatNumber. */
export function FormattedNumber({ value, className }: { value: number; className?: string }) {
  const format = useFormat();
  return <span className={className}>{format.number(value)}</span>;
}
