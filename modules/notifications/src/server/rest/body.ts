import type { NotificationRow } from "../services/list";
import { notificationActionSchema } from "../services/types";
import type { NotificationV2, NotificationV3 } from "./notification-schema";

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The stored body's scalar fields with `type` set; notify() wrote it, so nothing else is expected there. */
function bodyOf(row: NotificationRow): NotificationV2["body"] {
  const stored = row.body && typeof row.body === "object" && !Array.isArray(row.body) ? row.body : {};
  const fields = Object.entries(stored).filter((entry): entry is [string, Scalar] => isScalar(entry[1]));
  return { ...Object.fromEntries(fields), type: row.type };
}

/** The stored actions that have the reference's shape (a hand-edited row cannot break the answer). */
function actionsOf(row: NotificationRow): NotificationV2["actions"] {
  const stored = Array.isArray(row.actions) ? row.actions : [];
  return stored.flatMap((action) => {
    const parsed = notificationActionSchema.safeParse(action);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A notification in the reference API's v2 shape. */
export function notificationV2(row: NotificationRow): NotificationV2 {
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    title: row.title,
    text: row.text,
    link: row.link,
    read: row.read,
    created: row.createdAt.toISOString(),
    actions: actionsOf(row),
    body: bodyOf(row),
  };
}

/** A notification in the reference API's v3 shape. */
export function notificationV3(row: NotificationRow): NotificationV3 {
  const v2 = notificationV2(row);
  return {
    id: v2.id,
    user_id: v2.user_id,
    name: v2.title,
    text: v2.text,
    link: v2.link,
    read: v2.read,
    created: v2.created,
    actions: v2.actions.map((action) => ({ name: action.title, action_route: action.action_route })),
    body: v2.body,
  };
}
