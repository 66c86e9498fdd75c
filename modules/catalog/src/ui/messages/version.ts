import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** A version's page. */
export const versionMessages = defineCatalogue("catalog.version", {
  notFoundTitle: "Version not found - Hopper",
  edit: "Edit version",
  number: "Version number",
  channel: "Channel",
  loaders: "Loaders",
  gameVersions: "Game versions",
  downloads: "Downloads",
  published: "Published",
  publishedBy: "<date></date> by {author}",
  id: "Version ID",
  files: "Files",
  primary: "Primary",
  sha1: "sha1: {hash}",
  sha512: "sha512: {hash}",
  dependencies: "Dependencies",
  changelog: "Changelog",
  noChangelog: "No changelog.",
});
