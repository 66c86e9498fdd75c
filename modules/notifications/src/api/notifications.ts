import type { ScopeName } from "@hopper/core/auth";
import type { RestHandler, RestRoute } from "@hopper/core/module";

import { notificationIdsQuery } from "./notification-queries";

const handlers = () => import("../server/rest/notifications");
type HandlerName = keyof Awaited<ReturnType<typeof handlers>>["v2"];
/** One named handler of the notifications REST file for a version's shape, loaded on first use. */
const load = (version: "v2" | "v3", name: HandlerName) => async () => ({
  default: (await handlers())[version][name] as RestHandler,
});

const notificationsTag = { name: "Notifications", description: "A user's notifications (the user or an admin)" };
const schemas = () => import("../server/rest/notification-schema");
const one = {
  v2: () => schemas().then((m) => m.notificationV2Schema),
  v3: () => schemas().then((m) => m.notificationV3Schema),
};
const list = {
  v2: () => schemas().then((m) => m.notificationV2Schema.array()),
  v3: () => schemas().then((m) => m.notificationV3Schema.array()),
};

interface Spec {
  method: RestRoute["method"];
  path: string;
  operationId: string;
  summary: string;
  scope: ScopeName;
  handler: HandlerName;
  answer: "one" | "list" | "empty";
  description: string;
  ids?: true;
}

// The reference's v2 notification routes (docs/api/notifications.md). Its v3 routes have the same paths and
// rules and answer in the v3 shape (name instead of title, actions with name).
const SPECS: readonly Spec[] = [
  {
    method: "GET",
    path: "/user/:id/notifications",
    operationId: "getUserNotifications",
    summary: "A user's notifications, newest first (at most 1000; the user or an admin)",
    scope: "NOTIFICATION_READ",
    handler: "getUserNotifications",
    answer: "list",
    description: "The notifications",
  },
  {
    method: "GET",
    path: "/notification/:id",
    operationId: "getNotification",
    summary: "One of the caller's notifications",
    scope: "NOTIFICATION_READ",
    handler: "getOne",
    answer: "one",
    description: "The notification",
  },
  {
    method: "GET",
    path: "/notifications",
    operationId: "getNotifications",
    summary: "The caller's notifications among the ids, in the order asked",
    scope: "NOTIFICATION_READ",
    handler: "getMany",
    answer: "list",
    description: "The notifications",
    ids: true,
  },
  {
    method: "PATCH",
    path: "/notification/:id",
    operationId: "readNotification",
    summary: "Mark a notification read",
    scope: "NOTIFICATION_WRITE",
    handler: "readOne",
    answer: "empty",
    description: "The notification is read",
  },
  {
    method: "PATCH",
    path: "/notifications",
    operationId: "readNotifications",
    summary: "Mark the caller's notifications among the ids read",
    scope: "NOTIFICATION_WRITE",
    handler: "readMany",
    answer: "empty",
    description: "The notifications are read",
    ids: true,
  },
  {
    method: "DELETE",
    path: "/notification/:id",
    operationId: "deleteNotification",
    summary: "Delete a notification",
    scope: "NOTIFICATION_WRITE",
    handler: "deleteOne",
    answer: "empty",
    description: "The notification was deleted",
  },
  {
    method: "DELETE",
    path: "/notifications",
    operationId: "deleteNotifications",
    summary: "Delete the caller's notifications among the ids",
    scope: "NOTIFICATION_WRITE",
    handler: "deleteMany",
    answer: "empty",
    description: "The notifications were deleted",
    ids: true,
  },
];

function routeOf(spec: Spec, version: "v2" | "v3"): RestRoute {
  return {
    method: spec.method,
    path: `/${version}${spec.path}`,
    operationId: version === "v2" ? spec.operationId : `${spec.operationId}V3`,
    tag: notificationsTag,
    summary: spec.summary,
    scope: spec.scope,
    response:
      spec.answer === "empty"
        ? { kind: "empty", description: spec.description }
        : { kind: "json", description: spec.description, schema: (spec.answer === "one" ? one : list)[version] },
    ...(spec.ids ? { query: notificationIdsQuery } : {}),
    // Marking read takes everything from the path or the query string.
    ...(spec.method === "PATCH" ? { body: { kind: "none" as const } } : {}),
    handler: load(version, spec.handler),
  };
}

/** Public API routes for notifications: the reference's v2 routes and their v3 twins. */
export const notificationRoutes: readonly RestRoute[] = [
  ...SPECS.map((spec) => routeOf(spec, "v2")),
  ...SPECS.map((spec) => routeOf(spec, "v3")),
];
