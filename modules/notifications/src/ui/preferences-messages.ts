import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The delivery settings page (/settings/notifications) and the digest's unsubscribe page. */
export const preferencesMessages = defineCatalogue("notifications.preferences", {
  settings: {
    title: "Notifications - Settings - Hopper",
    heading: "Notifications",
    menu: "Settings",
    deliveryHeading: "New versions of projects you follow",
    deliveryLegend: "How do you want to hear about them?",
    site: "On the site only",
    siteHint: "The bell and your notifications page.",
    daily: "Daily email digest",
    dailyHint: "At most one mail a day, only when something new came out.",
    weekly: "Weekly email digest",
    weeklyHint: "At most one mail a week, only when something new came out.",
    save: "Save",
    saved: "Your notification settings were saved.",
    noVerifiedEmail: "Digests go only to a verified email address. Add or verify yours in Account and security.",
  },
  unsubscribe: {
    title: "Unsubscribe - Hopper",
    heading: "Unsubscribe from the email digest",
    explain: "Stop the email digest of new versions of the projects you follow. You will still see them on the site.",
    button: "Unsubscribe",
    done: "You will no longer get the digest.",
    notFoundHeading: "Link not valid",
    home: "Go to Hopper",
    settings: "Notification settings",
  },
});
