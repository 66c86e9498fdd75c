import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The labels of the reading part's menu entries; the manifest imports it. "Resources" is the footer column the web
 * app's API documentation link sits in (columns are grouped by their label), so the changelog joins it.
 */
export const readingNavMessages = defineCatalogue("changelog.reading-nav", {
  resources: "Resources",
  changelog: "Changelog",
});
