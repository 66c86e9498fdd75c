import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { checkIdCount, ownerFilter, requireActor } from "./access";
import { getNotification } from "./read";

/** Deletes one of the actor's notifications (an admin: anyone's); not_found for someone else's or a gone one. */
export async function deleteNotification(db: DbOrTx, actor: Actor | null, id: string): Promise<void> {
  await getNotification(db, actor, id);
  await db.notification.deleteMany({ where: { id } });
}

/** Deletes the actor's notifications among `ids` (others' are skipped, as the reference). Returns how many. */
export async function deleteNotifications(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  const signedIn = requireActor(actor);
  checkIdCount(ids);
  if (ids.length === 0) return 0;
  const { count } = await db.notification.deleteMany({ where: { id: { in: [...ids] }, ...ownerFilter(signedIn) } });
  return count;
}
