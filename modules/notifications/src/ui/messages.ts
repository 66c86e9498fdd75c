import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The notifications module's pages and its header bell. */
export const messages = defineCatalogue("notifications", {
  bell: {
    label:
      "{count, plural, =0 {Notifications, none unread} one {Notifications, # unread} other {Notifications, # unread}}",
    more: "99+",
  },
  page: {
    title: "Notifications - Hopper",
    heading: "Notifications",
    historyTitle: "Notification history - Hopper",
    historyHeading: "Notification history",
    viewHistory: "View history",
    backToUnread: "Back to unread notifications",
    markAllRead: "Mark all as read",
    markRead: "Mark as read",
    open: "Open",
    accept: "Accept",
    decline: "Decline",
    empty: "You don't have any unread notifications.",
    historyEmpty: "You don't have any notifications.",
    more: "Older notifications",
    first: "Newest notifications",
    pages: "Pages of notifications",
    read: "Read",
    listLabel: "Your notifications",
  },
  notices: {
    markedRead: "Marked as read.",
    allRead:
      "{count, plural, =0 {Nothing was unread.} one {# notification marked as read.} other {# notifications marked as read.}}",
    accepted: "Invitation accepted.",
    declined: "Invitation declined.",
  },
  types: {
    project_update: "Project update",
    team_invite: "Team invite",
    organization_invite: "Organization invite",
    status_change: "Status change",
    moderator_message: "Moderator message",
    report_status_updated: "Report update",
    payment_failed: "Payment failed",
    subscription_changed: "Subscription changed",
    legacy_markdown: "Notification",
  },
});
