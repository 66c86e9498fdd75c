import type { DbOrTx } from "@hopper/core/db";
import type { SitemapEntry } from "@hopper/core/module";

import { displayType } from "../versions/version-rules";
import { PUBLIC_STATUSES } from "./statuses";

// Only projects anyone may open and search finds: unlisted, private, draft and rejected ones stay out.
const listed = { status: { in: [...PUBLIC_STATUSES] } };

/** How many public projects the sitemap lists (the status index answers it). */
export function countSitemapProjects(db: DbOrTx): Promise<number> {
  return db.project.count({ where: listed });
}

/**
 * One sitemap page of public projects, in primary-key order: PostgreSQL walks the id index from the start and
 * stops after `offset + limit` rows, so no page reads the whole table or sorts it.
 */
export async function sitemapProjects(db: DbOrTx, range: { offset: number; limit: number }): Promise<SitemapEntry[]> {
  const rows = await db.project.findMany({
    where: listed,
    orderBy: { id: "asc" },
    skip: range.offset,
    take: range.limit,
    select: { slug: true, projectType: true, loaders: true, updated: true },
  });
  return rows.map((row) => ({
    path: `/${displayType(row.projectType, row.loaders)}/${encodeURIComponent(row.slug)}`,
    lastModified: row.updated,
  }));
}
