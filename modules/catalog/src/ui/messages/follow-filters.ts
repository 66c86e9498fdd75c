import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The project page's "Notify me about…" disclosure beside Follow: the follower's own follow filters. */
export const followFiltersMessages = defineCatalogue("catalog.followFilters", {
  summary: "Notify me about…",
  everything: "All new versions",
  only: "Only: {filters}",
  help: "Choose the loaders and game versions you play. A new version notifies you when it matches one of each list you narrowed; leave a list empty to take every version.",
  loaders: "Loaders",
  gameVersions: "Game versions",
  gameVersionsHint: "Choose several with Ctrl or ⌘ held down.",
  nothingToChoose: "This project has no versions yet, so there is nothing to narrow down.",
  save: "Save",
  all: "All versions",
  notices: {
    saved: "Saved. New versions notify you only when they match.",
    cleared: "Saved. Every new version notifies you.",
  },
});
