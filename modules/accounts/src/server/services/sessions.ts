import { revokeSession } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { problem, refusal } from "./refusals";

/** Live sessions of a user for the sessions page, most recently used first. */
export function listSessions(db: DbOrTx, userId: string) {
  return db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastAccessed: "desc" },
    select: {
      id: true,
      os: true,
      platform: true,
      ip: true,
      method: true,
      createdAt: true,
      lastAccessed: true,
      expiresAt: true,
    },
  });
}

/** Signs out one of the user's own sessions; another user's (or an unknown) session id is not found. */
export async function revokeOwnSession(db: DbOrTx, userId: string, sessionId: string) {
  if (!(await revokeSession(db, sessionId, userId))) throw refusal("not_found", problem("sessionNotFound"));
}
