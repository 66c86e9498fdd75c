import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** A project's versions page: its filter, its table and its pages (the bulk edit has its own catalogue). */
export const versionListMessages = defineCatalogue("catalog.version-list", {
  title: "Versions - Hopper",
  upload: "Upload a version",
  filter: "Filter versions",
  loader: "Loader",
  gameVersion: "Game version",
  channel: "Channel",
  any: "Any",
  apply: "Filter",
  columns: {
    version: "Version",
    channel: "Channel",
    compatibility: "Compatibility",
    published: "Published",
    downloads: "Downloads",
    download: "Download",
  },
  compatibility: "{loaders} · {gameVersions}",
  download: "Download",
  none: "No versions match.",
  pages: "Pages",
});
