import type { DbOrTx } from "@hopper/core/db";

/** Revoked and expired sessions are kept this long so the sessions page can still explain a sign-out. */
export const SESSION_RETENTION_DAYS = 30;

export async function pruneSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000);
  const { count } = await db.session.deleteMany({
    where: { OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] },
  });
  return count;
}
