import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { checkIdCount, mayAccess, notificationNotFound, ownerFilter, requireActor } from "./access";

/** One notification of the actor's (any user's for an admin); someone else's is not_found, as a missing one. */
export async function getNotification(db: DbOrTx, actor: Actor | null, id: string) {
  const signedIn = requireActor(actor);
  const notification = await db.notification.findUnique({ where: { id } });
  if (!notification || !mayAccess(signedIn, notification.userId)) throw notificationNotFound();
  return notification;
}

/** The actor's notifications among `ids` (any user's for an admin), in the order asked, each once. One query. */
export async function getNotifications(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  const signedIn = requireActor(actor);
  checkIdCount(ids);
  if (ids.length === 0) return [];
  const rows = await db.notification.findMany({ where: { id: { in: [...ids] }, ...ownerFilter(signedIn) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
