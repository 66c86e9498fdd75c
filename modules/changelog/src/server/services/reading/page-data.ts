import type { DbOrTx } from "@hopper/core/db";

import { entriesOnDate, listEntries, parseDay } from "../entries";
import type { EntryView } from "../entries";
import { isChangelogProduct } from "../products";
import type { ChangelogProduct } from "../products";
import { pageNumber, productFilter } from "./page-query";

/** Entries on one page of /news/changelog. */
export const LIST_PER_PAGE = 20;

type QueryValue = string | string[] | undefined;

export interface ListPageData {
  product: ChangelogProduct | null;
  /** `?product=` named no product line: every line is listed, with a notice. */
  unknownProduct: boolean;
  entries: EntryView[];
  page: number;
  pages: number;
  total: number;
}

/** What /news/changelog shows for its query string: published entries, newest first, filtered and paginated. */
export async function listPageData(
  db: DbOrTx,
  query: { product?: QueryValue; page?: QueryValue },
  now: Date = new Date(),
): Promise<ListPageData> {
  const { product, unknown } = productFilter(query.product);
  const list = await listEntries(db, {
    ...(product ? { product } : {}),
    page: pageNumber(query.page),
    perPage: LIST_PER_PAGE,
    now,
  });
  return { product, unknownProduct: unknown, ...list };
}

/**
 * What /news/changelog/{product}/{date} shows: the product's published entries on that UTC day, newest first; null
 * (the page's 404) for an unknown product, a malformed or impossible date, or a day without entries.
 */
export async function datePageData(
  db: DbOrTx,
  params: { product?: string | string[]; date?: string | string[] },
  now: Date = new Date(),
): Promise<{ product: ChangelogProduct; day: string; entries: EntryView[] } | null> {
  const { product, date } = params;
  if (!isChangelogProduct(product) || typeof date !== "string" || !parseDay(date)) return null;
  const entries = await entriesOnDate(db, product, date, now);
  return entries.length > 0 ? { product, day: date, entries } : null;
}
