import type { DbOrTx } from "@hopper/core/db";

/** How many user profiles exist: each has a public page (`/user/<name>`). */
export function countProfiles(db: DbOrTx): Promise<number> {
  return db.user.count();
}

/**
 * One page of usernames in primary-key order, for the profiles module's sitemap: an index walk of at most
 * `offset + limit` rows, never the whole table.
 */
export function profilePage(db: DbOrTx, range: { offset: number; limit: number }) {
  return db.user.findMany({
    orderBy: { id: "asc" },
    skip: range.offset,
    take: range.limit,
    select: { username: true, updatedAt: true },
  });
}
