import { findUserByIdOrName } from "@hopper/accounts/server";
import type { Db } from "@hopper/core/db";

import { DIGEST_PERIOD_MS } from "./delivery";
import { sendDigests } from "./digest";
import { setDelivery } from "./preferences";

/**
 * The demo's digest reader (the seed): `username` chose the weekly digest a week ago, so its first digest — its
 * demo notifications' project update — goes out now through the real digest service, and staff find it (with
 * its unsubscribe link) in the mailbox. Only for a user without preferences yet, so seeding again, or a choice
 * the user made since, changes nothing. Returns whether a mail was sent.
 */
export async function demoDigest(db: Db, username: string): Promise<boolean> {
  const user = await findUserByIdOrName(db, username);
  if (!user) return false;
  if (await db.notificationPreference.findUnique({ where: { userId: user.id }, select: { userId: true } })) {
    return false;
  }
  await setDelivery(db, user.id, "weekly");
  const until = new Date();
  await db.notificationPreference.update({
    where: { userId: user.id },
    data: { digestSentUntil: new Date(until.getTime() - DIGEST_PERIOD_MS.weekly) },
  });
  const { sent } = await sendDigests(db, [user.id], until);
  return sent > 0;
}
