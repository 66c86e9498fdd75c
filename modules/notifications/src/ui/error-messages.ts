import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The notifications services' refusals (docs/shell.md, "Errors from services"). A service throws them through
 * `problem()` / `refusal()` (server/services/refusals.ts): the en-US text is the error's message, which the REST
 * API sends as it is; the site reads the key in the reader's language. Values are strings.
 */
export const errorMessages = defineCatalogue("notifications.errors", {
  signIn: "You must be signed in to see your notifications.",
  notificationNotFound: "Notification not found.",
  userNotFound: "the requested user was not found",
  forbiddenList: "You do not have permission to see the notifications of this user!",
  tooManyIds: "at most {max} ids per request",
  limitRange: "The limit must be between 1 and {max}.",
  badCursor: "The cursor is not valid; start again from the first page.",
  unsubscribeNotFound:
    "This unsubscribe link is not valid. Check that the whole link from the mail was opened, or change your email digest in your notification settings.",
});
