import { createNotificationStore } from "./notification-store";
import type { NotificationInput } from "./notification-store";

/** The page's one notification list; the <NotificationArea> in the root layout renders it. */
export const notificationStore = createNotificationStore();

/** Shows a notification from any client code: `notify({ type: "success", text: "Saved" })`. */
export function notify(input: NotificationInput): number {
  return notificationStore.add(input);
}

/** Shows an error in the spec's shape (statusCode, message) under the generic title. */
export function notifyError(error: { statusCode?: number; message: string }, title?: string): number {
  return notificationStore.add({ type: "error", title, text: error.message, errorCode: error.statusCode });
}
