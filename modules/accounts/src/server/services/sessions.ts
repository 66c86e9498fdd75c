import type { DbOrTx } from "@hopper/core/db";

/** Live sessions of a user for the sessions page, most recently used first. */
export function listSessions(db: DbOrTx, userId: string) {
  return db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastAccessed: "desc" },
    select: { id: true, os: true, platform: true, ip: true, method: true, createdAt: true, lastAccessed: true },
  });
}
