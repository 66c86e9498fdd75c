// Public services of the notifications module, for modules that list it in dependsOn.
export { notify, notifyMany } from "./services/notify";
export { unreadCount } from "./services/unread-count";
export { NOTIFICATION_TYPES, notificationInputSchema } from "./services/types";
export type { NotificationAction, NotificationInput, NotificationType } from "./services/types";
