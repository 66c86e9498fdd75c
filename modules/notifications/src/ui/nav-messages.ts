import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The label of the notifications module's dashboard menu entry; the manifest imports it. */
export const navMessages = defineCatalogue("notifications.nav", {
  notifications: "Notifications",
  /** The settings menu's entry for /settings/notifications (delivery and the private feed). */
  settings: "Notifications",
});
