import { newId } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { notificationInputSchema } from "./types";
import type { NotificationInput } from "./types";

/**
 * Stores notifications, many in one statement. A notification whose `dedupeKey` the user already has is
 * skipped, so a retried job or a repeated call never delivers twice. Returns how many were new.
 */
export async function notifyMany(db: DbOrTx, inputs: readonly NotificationInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input) => {
    const n = notificationInputSchema.parse(input);
    return {
      id: newId(),
      userId: n.userId,
      type: n.type,
      title: n.title,
      text: n.text,
      link: n.link,
      body: { ...n.body, type: n.type } as Prisma.InputJsonObject,
      actions: n.actions as Prisma.InputJsonArray,
      dedupeKey: n.dedupeKey ?? null,
    };
  });
  const created = await db.notification.createMany({ data: rows, skipDuplicates: true });
  return created.count;
}

/** One notification for one user (see notifyMany). Returns whether it was new. */
export async function notify(db: DbOrTx, input: NotificationInput): Promise<boolean> {
  return (await notifyMany(db, [input])) === 1;
}
