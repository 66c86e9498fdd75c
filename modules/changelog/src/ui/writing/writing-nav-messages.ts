import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The admin menu's label for /admin/changelog; the manifest imports it. */
export const writingNavMessages = defineCatalogue("changelog.writingNav", {
  changelog: "Changelog",
});
