import type { DbOrTx } from "@hopper/core/db";
import type { SitemapEntry } from "@hopper/core/module";

/** How many organizations the sitemap lists: every one has a public page. */
export function countSitemapOrganizations(db: DbOrTx): Promise<number> {
  return db.organization.count();
}

/** One sitemap page of organizations in primary-key order (an index walk of `offset + limit` rows at most). */
export async function sitemapOrganizations(
  db: DbOrTx,
  range: { offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const rows = await db.organization.findMany({
    orderBy: { id: "asc" },
    skip: range.offset,
    take: range.limit,
    select: { slug: true, updatedAt: true },
  });
  return rows.map((row) => ({ path: `/organization/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt }));
}
