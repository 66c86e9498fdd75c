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
  /**
   * Each notification's title and text, worded from its type and body (`ui/notification-copy.ts`). An empty tag
   * (`<project></project>`) is a name of a thing, filled in as people's text (`dir="auto"`). The project update's
   * and the invitations' en-US texts are also what `notify()` stores for the REST API (the reference's wording).
   */
  copy: {
    projectUpdate: {
      title: '"<project></project>" has been updated!',
      text: "The project <project></project> has released a new version: <version></version>",
    },
    teamInvite: {
      title: "You have been invited to join a team!",
      text: "<inviter></inviter> invited you to be <role></role> of <project></project>.",
      textNoInviter: "Someone invited you to be <role></role> of <project></project>.",
    },
    organizationInvite: {
      title: "You have been invited to join an organization!",
      text: "<inviter></inviter> invited you to be <role></role> of <organization></organization>.",
      textNoInviter: "Someone invited you to be <role></role> of <organization></organization>.",
    },
    statusChange: {
      title: "The status of <project></project> has changed",
      text: "The project's status has changed from {oldStatus} to {newStatus}.",
    },
    moderatorMessage: {
      title: "A moderator has sent you a message!",
      text: "Open the conversation to read it.",
      textAboutProject: "A moderator wrote to you about <project></project>. Open the conversation to read it.",
    },
    reportStatusUpdated: {
      title: "A report you filed has been updated",
      text: "Open the report to see where it stands.",
    },
    paymentFailed: {
      title: "Your payment failed",
      text: "A payment of {amount} for <service></service> failed. Update your payment method to keep it.",
    },
    subscriptionChanged: {
      title: "Your subscription has changed",
      text: "Your subscription to <service></service> has changed.",
    },
    payoutPaid: {
      title: "Your payout was sent",
      text: "Your withdrawal of {amount} was paid.",
    },
    payoutAvailable: {
      title: "Revenue available",
      text: "{amount} of your earnings can now be withdrawn.",
    },
    payoutFailed: {
      title: "Your payout failed",
      text: "Your withdrawal of {amount} failed and the money was returned to your balance.",
    },
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
    payout_paid: "Payout sent",
    payout_failed: "Payout failed",
    payout_available: "Revenue available",
    legacy_markdown: "Notification",
  },
});
