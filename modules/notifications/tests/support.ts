import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import type { ScopeName } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db/client";
import type { Role } from "../../core/src/db/generated/client";
import { notifyMany } from "../src/server/services/notify";
import type { NotificationInput } from "../src/server/services/types";

export const NOTIFICATION_SCOPES: ScopeName[] = ["NOTIFICATION_READ", "NOTIFICATION_WRITE"];

/** A new user with the role and a token holding `scopes`. */
export async function makeUser(db: Db, role: Role = "user", scopes: ScopeName[] = NOTIFICATION_SCOPES) {
  const id = newId();
  const username = `Reader_${id}`;
  await db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  const { token } = await createPersonalAccessToken(db, { userId: id, name: "notifications test", scopes });
  return { id, username, role, token, actor: { userId: id, role } };
}

/** `count` notifications for `userId`, one millisecond apart (the last is the newest); returns their ids oldest first. */
export async function makeNotifications(
  db: Db,
  userId: string,
  count: number,
  extra: Partial<NotificationInput> = {},
): Promise<string[]> {
  const start = Date.now() - count * 1000;
  const inputs = Array.from({ length: count }, (_, index) => ({
    userId,
    type: "project_update" as const,
    title: `Notification ${index + 1}`,
    text: "A followed project published a version",
    link: "/mod/example/version/1.0.0",
    body: { project_id: "PROJ0001", version_id: `VERS${String(index).padStart(4, "0")}` },
    dedupeKey: `test:${newId()}`,
    ...extra,
  }));
  await notifyMany(db, inputs);
  const rows = await db.notification.findMany({
    where: { userId, dedupeKey: { in: inputs.map((input) => input.dedupeKey) } },
    select: { id: true, dedupeKey: true },
  });
  const byKey = new Map(rows.map((row) => [row.dedupeKey, row.id]));
  const ids = inputs.map((input) => byKey.get(input.dedupeKey)!);
  // Distinct, increasing creation times, so orders are deterministic.
  await Promise.all(
    ids.map((id, index) =>
      db.notification.update({ where: { id }, data: { createdAt: new Date(start + index * 1000) } }),
    ),
  );
  return ids;
}
