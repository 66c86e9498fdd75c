import type { DbOrTx } from "@hopper/core/db";

import type { ChangelogProduct } from "../products";

/** One entry as the JSON endpoint gives it (the reference's changelog shape: date, product, version?, body). */
export interface ApiEntry {
  product: ChangelogProduct;
  date: Date;
  version: string | null;
  body: string;
}

/**
 * Published entries for GET /v3/changelog, newest first, `offset` and `limit` as the app pages through them. The
 * markdown is given as written (the app renders it), so nothing is rendered here.
 */
export async function apiEntries(
  db: DbOrTx,
  options: { product?: ChangelogProduct; offset: number; limit: number; now?: Date },
): Promise<ApiEntry[]> {
  const rows = await db.changelogEntry.findMany({
    where: {
      publishedAt: { lte: options.now ?? new Date() },
      ...(options.product ? { product: options.product } : {}),
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    skip: options.offset,
    take: options.limit,
    select: { product: true, publishedAt: true, versionLabel: true, body: true },
  });
  return rows.map((row) => ({
    // The column only ever receives validated products (the write services check them).
    product: row.product as ChangelogProduct,
    date: row.publishedAt,
    version: row.versionLabel,
    body: row.body,
  }));
}
