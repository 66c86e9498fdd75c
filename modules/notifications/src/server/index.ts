// Public services of the notifications module, for modules that list it in dependsOn.
export { notify, notifyMany } from "./services/notify";
export { unreadCount } from "./services/unread-count";
export { NOTIFICATION_TYPES, notificationInputSchema } from "./services/types";
export type { NotificationAction, NotificationInput, NotificationType } from "./services/types";
export { listNotifications, listOwnNotifications, LIST_LIMIT_DEFAULT, LIST_ORDERS } from "./services/list";
export type { ListOptions, ListOrder, NotificationRow } from "./services/list";
export { getNotification, getNotifications } from "./services/read";
export { markAllNotificationsRead, markNotificationRead, markNotificationsRead } from "./services/mark-read";
export { deleteNotification, deleteNotifications } from "./services/delete";
export { mayAccess } from "./services/access";
export { LIST_LIMIT_MAX, NOTIFICATION_IDS_MAX } from "./services/limits";
