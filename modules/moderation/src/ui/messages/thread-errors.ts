import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The thread services' refusals (docs/shell.md, "Errors from services"): the en-US text is what REST sends as the
 * description; the site reads the key in the reader's language. Values are strings.
 */
export const threadErrorMessages = defineCatalogue("moderation.threadErrors", {
  signIn: "You must be signed in to read or write in a thread.",
  threadNotFound: "The requested thread was not found.",
  messageNotFound: "The requested message was not found.",
  textOnly: "Only text messages can be sent.",
  emptyMessage: "The message is empty.",
  messageTooLong: "A message is at most {max} characters.",
  privateStaffOnly: "Only moderators may write private notes.",
  reportClosed: "This report is closed: you can no longer reply to it.",
  deleteNotAllowed: "Only its author or a moderator may delete a message.",
  deleteTextOnly: "Only text messages can be deleted.",
  tooManyIds: "at most {max} ids per request",
});
