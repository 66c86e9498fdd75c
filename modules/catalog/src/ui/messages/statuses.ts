import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The label of a project or version status (and, below, of a version channel), one catalogue for every place that shows one (project header and
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

/** A version's channel, wherever one is shown or chosen (versions page, upload and edit forms). */
export const channelMessages = defineCatalogue("catalog.channels", {
  release: "release",
  beta: "beta",
  alpha: "alpha",
});
