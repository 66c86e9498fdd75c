import type { DbOrTx } from "@hopper/core/db";
import type { SitemapEntry } from "@hopper/core/module";

import { datePageHref } from "./page-query";
import type { ChangelogProduct } from "../products";

/** The (product, UTC day) pairs that have a published entry: one date page each. */
export async function countDatePages(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM (
      SELECT DISTINCT product, (published_at AT TIME ZONE 'UTC')::date
      FROM changelog_entries WHERE published_at <= ${now}
    ) AS pages`;
  return Number(row?.count ?? 0);
}

/** One sitemap page of date pages, newest day first (product as the tie-break), with their last edit. */
export async function datePages(
  db: DbOrTx,
  range: { offset: number; limit: number },
  now: Date = new Date(),
): Promise<SitemapEntry[]> {
  const rows = await db.$queryRaw<{ product: string; day: string; updated: Date }[]>`
    SELECT product, to_char((published_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, max(updated_at) AS updated
    FROM changelog_entries WHERE published_at <= ${now}
    GROUP BY product, (published_at AT TIME ZONE 'UTC')::date
    ORDER BY (published_at AT TIME ZONE 'UTC')::date DESC, product
    OFFSET ${range.offset} LIMIT ${range.limit}`;
  return rows.map((row) => ({
    path: datePageHref(row.product as ChangelogProduct, row.day),
    lastModified: row.updated,
  }));
}
