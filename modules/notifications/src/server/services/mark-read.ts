import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { checkIdCount, ownerFilter, requireActor } from "./access";
import { getNotification } from "./read";

/** Marks one of the actor's notifications read (an admin: anyone's); not_found for someone else's. Idempotent. */
export async function markNotificationRead(db: DbOrTx, actor: Actor | null, id: string): Promise<void> {
  const notification = await getNotification(db, actor, id);
  if (!notification.read) await db.notification.update({ where: { id }, data: { read: true } });
}

/** Marks the actor's notifications among `ids` read (others' are skipped, as the reference). Returns how many. */
export async function markNotificationsRead(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  const signedIn = requireActor(actor);
  checkIdCount(ids);
  if (ids.length === 0) return 0;
  const { count } = await db.notification.updateMany({
    where: { id: { in: [...ids] }, read: false, ...ownerFilter(signedIn) },
    data: { read: true },
  });
  return count;
}

/** Marks every unread notification of the actor read (the dashboard's "Mark all as read"). Returns how many. */
export async function markAllNotificationsRead(db: DbOrTx, actor: Actor | null): Promise<number> {
  const signedIn = requireActor(actor);
  const { count } = await db.notification.updateMany({
    where: { userId: signedIn.userId, read: false },
    data: { read: true },
  });
  return count;
}
