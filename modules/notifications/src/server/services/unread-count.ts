import type { DbOrTx } from "@hopper/core/db";

/** The bell's number: unread notifications of a user (the partial index notifications_unread_idx). */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  return db.notification.count({ where: { userId, read: false } });
}
