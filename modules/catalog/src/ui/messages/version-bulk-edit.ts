import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The versions page's bulk edit: choose versions in the table, then change them in one action. */
export const versionBulkEditMessages = defineCatalogue("catalog.version-bulk-edit", {
  summary: "Edit several versions",
  legend: "Change the versions chosen in the table",
  hint: "Tick versions in the table below, choose what to change, then apply. Fields left empty stay as they are.",
  addLoaders: "Add loaders",
  removeLoaders: "Remove loaders",
  addGameVersions: "Add game versions",
  removeGameVersions: "Remove game versions",
  channel: "Channel",
  status: "Status",
  keep: "Keep as is",
  apply: "Apply to chosen versions",
  choose: "Choose {name}",
  chooseColumn: "Choose",
  chooseAll: "Choose every version on this page",
  edited: "{count, plural, one {# version changed.} other {# versions changed.}}",
});
