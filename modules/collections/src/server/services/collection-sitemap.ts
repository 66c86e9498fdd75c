import type { DbOrTx } from "@hopper/core/db";
import type { SitemapEntry } from "@hopper/core/module";

// Only listed collections: unlisted ones open by link but are not advertised, private ones not at all.
const listed = { status: "listed" };

/** How many listed collections the sitemap has. */
export function countSitemapCollections(db: DbOrTx): Promise<number> {
  return db.collection.count({ where: listed });
}

/** One sitemap page of listed collections in primary-key order (an index walk, never the whole table). */
export async function sitemapCollections(
  db: DbOrTx,
  range: { offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const rows = await db.collection.findMany({
    where: listed,
    orderBy: { id: "asc" },
    skip: range.offset,
    take: range.limit,
    select: { id: true, updatedAt: true },
  });
  return rows.map((row) => ({ path: `/collection/${row.id}`, lastModified: row.updatedAt }));
}
