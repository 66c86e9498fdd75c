import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The label of a project or version status, one catalogue for every place that shows one (project header and
 * details, settings status box, dashboard table, version edit form). Project cards are built by a service and
 * read its en-US labels (`statusMessages.messages`) until services carry catalogue keys (docs/shell.md).
 */
export const statusMessages = defineCatalogue("catalog.statuses", {
  approved: "Listed",
  listed: "Listed",
  archived: "Archived",
  unlisted: "Unlisted",
  private: "Private",
  rejected: "Rejected",
  withheld: "Withheld",
  processing: "Under review",
  draft: "Draft",
  scheduled: "Scheduled",
  unknown: "Unknown",
});
