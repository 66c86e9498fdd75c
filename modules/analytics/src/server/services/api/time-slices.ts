import { AppError } from "@hopper/core/errors";

// The reference's time range of POST /v3/analytics, over Hopper's daily rows. A request names [start, end) and
// either a number of slices or a slice length in minutes; the answer holds one list of rows per slice. Hopper
// counts by UTC day, so a day's rows go to the slice that holds the day's midnight: with slices of a day or
// more, each day lands whole in one slice; with shorter slices, the day's total sits in the slice holding its
// midnight and the other slices of that day are empty. A range that starts after midnight leaves that first
// day out (its midnight is before the range), and a range that ends at a midnight leaves that day out too.

/** The reference's limits: slices of at least an hour, at most 1,024 of them. */
export const MIN_SLICE_MINUTES = 60;
export const MAX_SLICES = 1024;
/** A bounded range: at most five years (5 × 365 days + 2 leap days). */
export const MAX_RANGE_DAYS = 1827;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface TimeRangeInput {
  start: string;
  end: string;
  resolution: { slices: number } | { minutes: number };
}

export interface SlicePlan {
  start: Date;
  end: Date;
  /** How many slices the answer has. */
  count: number;
  /** The first and last UTC day ("YYYY-MM-DD") whose midnight lies in [start, end); null when none does. */
  days: { from: string; to: string } | null;
  /** The slice a UTC day's rows go to (the slice holding its midnight). */
  sliceOfDay(day: string): number;
}

const invalid = (message: string) => new AppError("invalid_input", message);

function instant(text: string, field: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw invalid(`time_range.${field} must be an RFC 3339 date-time.`);
  return date;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Checks a time range against the reference's limits and says where each day's rows go. */
export function planSlices(input: TimeRangeInput): SlicePlan {
  const start = instant(input.start, "start");
  const end = instant(input.end, "end");
  const span = end.getTime() - start.getTime();
  if (span <= 0) throw invalid("time_range.start must be before time_range.end.");
  if (span > MAX_RANGE_DAYS * DAY_MS) throw invalid(`The time range must be at most ${MAX_RANGE_DAYS} days.`);

  let count: number;
  // index(t) = floor((t − start) × count / span) for slices, floor((t − start) / width) for minutes: integer
  // milliseconds throughout, so a midnight on a slice boundary always goes to the later slice.
  let index: (offset: number) => number;
  if ("slices" in input.resolution) {
    count = input.resolution.slices;
    if (!Number.isInteger(count) || count < 1) throw invalid("time_range.resolution.slices must be at least 1.");
    if (count > MAX_SLICES) throw invalid(`time_range.resolution.slices must be at most ${MAX_SLICES}.`);
    if (span / count < MIN_SLICE_MINUTES * MINUTE_MS) {
      throw invalid(`Each slice must be at least ${MIN_SLICE_MINUTES} minutes: ask for fewer slices.`);
    }
    const slices = count;
    index = (offset) => Math.floor((offset * slices) / span);
  } else {
    const minutes = input.resolution.minutes;
    if (!Number.isInteger(minutes) || minutes < MIN_SLICE_MINUTES) {
      throw invalid(`time_range.resolution.minutes must be a whole number of at least ${MIN_SLICE_MINUTES}.`);
    }
    const width = minutes * MINUTE_MS;
    count = Math.ceil(span / width);
    if (count > MAX_SLICES) {
      throw invalid(`The range holds ${count} slices of ${minutes} minutes; at most ${MAX_SLICES} are allowed.`);
    }
    index = (offset) => Math.floor(offset / width);
  }

  const firstMidnight = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const lastMidnight = Math.floor((end.getTime() - 1) / DAY_MS) * DAY_MS;
  const days = firstMidnight <= lastMidnight ? { from: dayOf(firstMidnight), to: dayOf(lastMidnight) } : null;
  return {
    start,
    end,
    count,
    days,
    sliceOfDay: (day) => index(Date.parse(`${day}T00:00:00Z`) - start.getTime()),
  };
}
