import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** "Used by": the projects whose versions depend on a project (its page's card and the full list). */
export const usedByMessages = defineCatalogue("catalog.usedBy", {
  heading: "Used by",
  count: "{count, plural, one {{countText} project} other {{countText} projects}}",
  versions: "{count, plural, one {{countText} version depends on it} other {{countText} versions depend on it}}",
  none: "No listed project depends on this one yet.",
  seeAll: "{count, plural, one {See the project} other {See all {countText} projects}}",
  title: "Used by - {project}",
  pages: "Used by pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {pages}",
});
