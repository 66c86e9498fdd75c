import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The upload form's note on what it filled in from the chosen file's metadata. */
export const uploadSuggestionMessages = defineCatalogue("catalog.upload-suggestions", {
  reading: "Reading the file's metadata…",
  unreadable: "Could not read the file.",
  filled: "Filled in from the file: {parts}. Check them before you publish.",
  nothing: "The file names no version, loaders or game versions.",
  versionNumber: "version number {value}",
  name: "name {value}",
  loaders: "loaders {value}",
  gameVersions: "{count, plural, one {# game version} other {# game versions}}",
  dependencies: "{count, plural, one {# dependency} other {# dependencies}}",
  notOnHopper: "left out dependencies that are not projects here: {value}",
  newerPackFormat:
    "The pack names pack format {format}, newer than the formats Hopper knows (up to Minecraft 1.21.8): choose the newer game versions yourself.",
});
