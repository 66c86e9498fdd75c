import { actorOf } from "@hopper/core/auth";
import { parseRestQuery, restJson, restNoContent } from "@hopper/core/module";
import type { RestHandler } from "@hopper/core/module";

import { notificationIdsQuery } from "../../api/notification-queries";
import { deleteNotification, deleteNotifications } from "../services/delete";
import { LIST_LIMIT_MAX } from "../services/limits";
import { listNotifications } from "../services/list";
import type { NotificationRow } from "../services/list";
import { markNotificationRead, markNotificationsRead } from "../services/mark-read";
import { getNotification, getNotifications } from "../services/read";
import { notificationV2, notificationV3 } from "./body";

// Every route declares NOTIFICATION_READ or NOTIFICATION_WRITE, so the dispatcher has already refused anonymous
// callers and tokens without the scope; the services decide whose notifications the caller may touch. The v2
// and v3 routes differ only in the answer's shape.

function handlersFor(shape: (row: NotificationRow) => object) {
  /** GET /user/{id|username}/notifications: the user's newest notifications (the user or an admin). */
  const getUserNotifications: RestHandler = async (_request, ctx) => {
    const { notifications } = await listNotifications(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "", {
      limit: LIST_LIMIT_MAX,
    });
    return restJson(notifications.map(shape));
  };

  /** GET /notification/{id}: 404 when unknown or someone else's. */
  const getOne: RestHandler = async (_request, ctx) =>
    restJson(shape(await getNotification(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "")));

  /** GET /notifications?ids=[…]: the caller's among them, in the order asked. */
  const getMany: RestHandler = async (_request, ctx) => {
    const { ids } = parseRestQuery(notificationIdsQuery, ctx);
    return restJson((await getNotifications(ctx.db, actorOf(ctx.viewer), ids)).map(shape));
  };

  /** PATCH /notification/{id}: marks it read. 204. */
  const readOne: RestHandler = async (_request, ctx) => {
    await markNotificationRead(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "");
    return restNoContent();
  };

  /** PATCH /notifications?ids=[…]: marks the caller's among them read. 204. */
  const readMany: RestHandler = async (_request, ctx) => {
    const { ids } = parseRestQuery(notificationIdsQuery, ctx);
    await markNotificationsRead(ctx.db, actorOf(ctx.viewer), ids);
    return restNoContent();
  };

  /** DELETE /notification/{id}. 204. */
  const deleteOne: RestHandler = async (_request, ctx) => {
    await deleteNotification(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "");
    return restNoContent();
  };

  /** DELETE /notifications?ids=[…]: deletes the caller's among them. 204. */
  const deleteMany: RestHandler = async (_request, ctx) => {
    const { ids } = parseRestQuery(notificationIdsQuery, ctx);
    await deleteNotifications(ctx.db, actorOf(ctx.viewer), ids);
    return restNoContent();
  };

  return { getUserNotifications, getOne, getMany, readOne, readMany, deleteOne, deleteMany };
}

export const v2 = handlersFor(notificationV2);
export const v3 = handlersFor(notificationV3);
