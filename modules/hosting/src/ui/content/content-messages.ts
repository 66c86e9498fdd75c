import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of /servers/manage/{id}/content. */
export const contentMessages = defineCatalogue("hosting.content", {
  title: "Content of {name} - Hopper",
  notFoundTitle: "Server not found - Hopper",
  heading: "Content",
  intro: "Mods, plugins and data packs from the catalogue that run on {loader} {gameVersion}.",
  installedHeading: "Installed",
  none: "Nothing installed yet.",
  remove: "Remove",
  removeLabel: "Remove {title}",
  update: "Update to {version}",
  searchHeading: "Add content",
  searchLabel: "Search the catalogue",
  search: "Search",
  noHits: "No compatible projects found.",
  install: "Install",
  installLabel: "Install {title}",
  installed: "Installed",
  modpackHeading: "Install a modpack",
  modpackHint: "The id of a catalogue modpack with a version for this loader and game version.",
  modpackLabel: "Modpack id",
  modpackInstall: "Install modpack",
  unreachable: "The content could not be loaded: {message}",
  notSetUp: "Content can be added once the server is set up.",
  notices: {
    installed: "Installed.",
    removed: "Removed.",
    updated: "Updated.",
    modpack: "The modpack was installed.",
  },
});
