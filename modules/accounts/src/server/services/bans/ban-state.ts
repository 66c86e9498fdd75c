import type { DbOrTx } from "@hopper/core/db";

/** Whether a user is banned: sign-in refuses them (sessions and tokens are refused by core's resolution). */
export async function isBanned(db: DbOrTx, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { bannedAt: true } });
  return user?.bannedAt != null;
}
