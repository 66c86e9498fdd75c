import { findUserByIdOrName } from "@hopper/accounts/server";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { mayAccess, requireActor } from "./access";
import { LIST_LIMIT_MAX } from "./limits";
import { problem, refusal } from "./refusals";

/** How a list is ordered: newest first (history, the API), or unread ones before read ones (the dashboard). */
export const LIST_ORDERS = ["newest", "unread-first"] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const LIST_LIMIT_DEFAULT = 50;

export interface ListOptions {
  /** Only read (true) or only unread (false) ones; both when absent. */
  read?: boolean;
  order?: ListOrder;
  limit?: number;
  /** The previous page's `nextCursor`; the first page when absent. */
  cursor?: string | null;
}

/** Where a page ended: the last row's (read, createdAt, id). Opaque to callers. */
interface Position {
  read: boolean;
  createdAt: Date;
  id: string;
}

const encodeCursor = (row: Position) =>
  Buffer.from(JSON.stringify([row.read ? 1 : 0, row.createdAt.getTime(), row.id])).toString("base64url");

function decodeCursor(cursor: string): Position {
  const bad = () => refusal("invalid_input", problem("badCursor"), "cursor");
  if (cursor.length > 200) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad();
  const [read, time, id] = parsed as unknown[];
  if ((read !== 0 && read !== 1) || typeof time !== "number" || !Number.isSafeInteger(time) || typeof id !== "string") {
    throw bad();
  }
  const createdAt = new Date(time);
  // A time beyond what a Date holds would reach the database as an invalid date (a 500), so it is refused here.
  if (id.length > 8 || Number.isNaN(createdAt.getTime())) throw bad();
  return { read: read === 1, createdAt, id };
}

/** Rows after `at` in (createdAt desc, id desc) order. */
const afterInTime = (at: Position): Prisma.NotificationWhereInput => ({
  OR: [{ createdAt: { lt: at.createdAt } }, { createdAt: at.createdAt, id: { lt: at.id } }],
});

/** Rows after `at` in (read asc, createdAt desc, id desc) order: later in the same group, or any read one. */
const afterUnreadFirst = (at: Position): Prisma.NotificationWhereInput =>
  at.read ? { read: true, ...afterInTime(at) } : { OR: [{ read: true }, { read: false, ...afterInTime(at) }] };

/**
 * One page of a user's notifications (by id or username), keyset-paginated so a deep page costs what the first
 * does (the (user_id, created_at desc) index). Only the user and admins may list them: anyone else gets
 * forbidden, an anonymous caller unauthorized, an unknown user not_found.
 */
export async function listNotifications(
  db: DbOrTx,
  actor: Actor | null,
  userIdOrName: string,
  options: ListOptions = {},
) {
  const signedIn = requireActor(actor);
  const user = await findUserByIdOrName(db, userIdOrName);
  if (!user) throw refusal("not_found", problem("userNotFound"));
  if (!mayAccess(signedIn, user.id)) throw refusal("forbidden", problem("forbiddenList"));
  return listOwnNotifications(db, user.id, options);
}

/** One page of the notifications of `userId`, whom the caller has already authorized (see listNotifications). */
export async function listOwnNotifications(db: DbOrTx, userId: string, options: ListOptions = {}) {
  const limit = options.limit ?? LIST_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) {
    throw refusal("invalid_input", problem("limitRange", { max: String(LIST_LIMIT_MAX) }), "limit");
  }
  const order = options.order ?? "newest";
  const at = options.cursor ? decodeCursor(options.cursor) : null;
  const where: Prisma.NotificationWhereInput = {
    userId,
    ...(options.read === undefined ? {} : { read: options.read }),
    ...(at ? { AND: [order === "unread-first" ? afterUnreadFirst(at) : afterInTime(at)] } : {}),
  };
  const rows = await db.notification.findMany({
    where,
    orderBy: [...(order === "unread-first" ? [{ read: "asc" as const }] : []), { createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const notifications = rows.slice(0, limit);
  const last = notifications.at(-1);
  return { notifications, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export type NotificationRow = Awaited<ReturnType<typeof listOwnNotifications>>["notifications"][number];
