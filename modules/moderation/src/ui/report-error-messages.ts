import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The report services' refusals the site shows (docs/shell.md, "Errors from services"). A service throws them
 * through `problem()` / `refusal()` (server/services/reports/refusals.ts): the en-US text is the error's message,
 * which the REST API sends as it is; the site reads the key in the reader's language. Values are strings.
 */
export const reportErrorMessages = defineCatalogue("moderation.report-errors", {
  signIn: "You must be signed in to report content.",
  itemTypeUnknown: "The content type must be one of {types}.",
  reasonUnknown: "The rule violated must be one of {reasons}.",
  itemIdMissing: "Enter the ID of the content you are reporting.",
  itemIdLength: "The content ID must be at most {max} characters.",
  contextMissing:
    "Reports must include context: describe what is wrong, with links and images where relevant. Empty reports are closed and ignored.",
  contextLength: "The context must be at most {max} characters.",
  contextNul: "The context must not contain NUL characters.",
  messageMissing: "Write a message before sending it.",
  notFound: {
    project: "Could not find project",
    version: "Could not find version",
    user: "Could not find user",
    collection: "Could not find collection",
  },
  reportNotFound: "Report not found.",
  alreadyReported:
    "You already have an open report about this {itemType} (report {reportId}). Go to your report to add to it.",
  reportClosed: "This report is closed; it can no longer be changed.",
  alreadyClosed: "This report is already closed.",
  alreadyOpen: "This report is already open.",
  onlyStaffClose: "Only moderators can close or reopen reports.",
  onlyStaffDelete: "Only moderators can delete reports.",
  editOwnOnly: "Only the reporter can change the report's context.",
  tooManyIds: "Ask for at most {max} reports at once.",
});
