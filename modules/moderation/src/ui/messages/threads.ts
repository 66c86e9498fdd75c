import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The thread view's words (project threads, report threads, the review panel's thread). */
export const threadMessages = defineCatalogue("moderation.threads", {
  heading: "Messages",
  empty: "No messages yet.",
  moderator: "Moderator",
  system: "Hopper",
  you: "You",
  statusChanged: "Status changed from {oldStatus} to {newStatus}",
  privateNote: "Private note (staff only)",
  deleted: "This message was deleted.",
  threadClosed: "The report was closed.",
  threadReopened: "The report was reopened.",
  replyHeading: "Reply",
  messageLabel: "Message",
  privateLabel: "Private note: only moderators see it",
  send: "Send",
  delete: "Delete",
  deleteLabel: "Delete this message",
  closedNotice: "This thread is closed: no more replies can be sent.",
  sent: "Message sent.",
  removed: "Message deleted.",
  moderationTabHeading: "Moderation",
  statusLine: "Status: {status}",
  moderationTabIntro:
    "Messages between the project's team and the moderators. Moderators' names are not shown to the team.",
});
