import type { DbOrTx, Prisma } from "@hopper/core/db";

import { ENTRY_INCLUDE, entryView } from "./entry-view";
import type { EntryView } from "./entry-view";
import type { ChangelogProduct } from "./products";

export type { EntryView } from "./entry-view";

export const DEFAULT_PER_PAGE = 20;
/** A page size cap so a query parameter cannot ask for the whole table at once. */
export const MAX_PER_PAGE = 100;

// Newest first; the id breaks ties so two entries at one instant keep a stable order across pages.
const NEWEST_FIRST = [
  { publishedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.ChangelogEntryOrderByWithRelationInput[];

/** Published entries only: a future publishedAt is scheduled, and becomes visible when now passes it (no job). */
function published(now: Date, product?: ChangelogProduct): Prisma.ChangelogEntryWhereInput {
  return { publishedAt: { lte: now }, ...(product ? { product } : {}) };
}

function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export interface ListEntriesOptions {
  product?: ChangelogProduct;
  /** 1-based; out-of-range pages give an empty list (pages tells the caller how many there are). */
  page?: number;
  perPage?: number;
  now?: Date;
}

/** Published entries, all products interleaved (or one product), newest first, one page of them. */
export async function listEntries(
  db: DbOrTx,
  options: ListEntriesOptions = {},
): Promise<{ entries: EntryView[]; total: number; page: number; pages: number }> {
  const perPage = clampInt(options.perPage, DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const where = published(options.now ?? new Date(), options.product);
  const [rows, total] = await Promise.all([
    db.changelogEntry.findMany({
      where,
      orderBy: NEWEST_FIRST,
      skip: (page - 1) * perPage,
      take: perPage,
      include: ENTRY_INCLUDE,
    }),
    db.changelogEntry.count({ where }),
  ]);
  return { entries: rows.map(entryView), total, page, pages: Math.max(1, Math.ceil(total / perPage)) };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC start of a "YYYY-MM-DD" day, or null when it is not a real calendar date (2026-02-30). */
export function parseDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return start.toISOString().slice(0, 10) === day ? start : null;
}

/** A product's published entries on one UTC day, newest first (empty for a malformed or impossible day). */
export async function entriesOnDate(
  db: DbOrTx,
  product: ChangelogProduct,
  day: string,
  now: Date = new Date(),
): Promise<EntryView[]> {
  const start = parseDay(day);
  if (!start) return [];
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const rows = await db.changelogEntry.findMany({
    where: { AND: [published(now, product), { publishedAt: { gte: start, lt: end } }] },
    orderBy: NEWEST_FIRST,
    include: ENTRY_INCLUDE,
  });
  return rows.map(entryView);
}

/** The newest published entries (for feeds and /app). */
export async function latestEntries(
  db: DbOrTx,
  options: { product?: ChangelogProduct; limit: number; now?: Date },
): Promise<EntryView[]> {
  const rows = await db.changelogEntry.findMany({
    where: published(options.now ?? new Date(), options.product),
    orderBy: NEWEST_FIRST,
    take: clampInt(options.limit, DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    include: ENTRY_INCLUDE,
  });
  return rows.map(entryView);
}
