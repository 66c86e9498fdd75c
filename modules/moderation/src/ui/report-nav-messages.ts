import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The report pages' menu labels; the manifest imports it. */
export const reportNavMessages = defineCatalogue("moderation.report-nav", {
  reports: "Reports",
});
