import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { notificationInputSchema } from "./types";
import type { NotificationInput } from "./types";

/**
 * The same notification for many users, in one statement whatever their number: the shared fields are checked
 * once and the users travel as one array (createMany would send ten bind values per row and build each row in
 * Node, which made a fan-out batch of 1,000 cost seconds on a loaded machine). A user who already has the
 * `dedupeKey` is skipped — a dedupe key is required here, so a repeated batch never delivers twice. An id
 * collision is an error (the job retries), never a silently skipped user. Returns how many were new.
 */
export async function notifyUsers(
  db: DbOrTx,
  userIds: readonly string[],
  notification: Omit<NotificationInput, "userId"> & { dedupeKey: string },
): Promise<number> {
  if (userIds.length === 0) return 0;
  const n = notificationInputSchema.parse({ ...notification, userId: userIds[0] });
  const ids = userIds.map(() => newId());
  const body = JSON.stringify({ ...n.body, type: n.type });
  return db.$executeRaw`
    INSERT INTO notifications (id, user_id, type, title, text, link, body, actions, dedupe_key)
    SELECT u.id, u.user_id, ${n.type}, ${n.title}, ${n.text}, ${n.link}, ${body}::jsonb,
      ${JSON.stringify(n.actions)}::jsonb, ${n.dedupeKey}
    FROM unnest(${ids}::text[], ${[...userIds]}::text[]) AS u(id, user_id)
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`;
}
