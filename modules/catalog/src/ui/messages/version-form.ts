import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The version upload and edit forms, with their dependency and primary-file parts. Channels, statuses and
 * dependency kinds are labelled here; the forms send their stored values.
 */
export const versionFormMessages = defineCatalogue("catalog.version-form", {
  newTitle: "Upload a version - Hopper",
  editTitle: "Edit version - Hopper",
  upload: "Upload a version",
  correctFields: "Please correct the highlighted fields and choose the files again.",
  files: "Files (the first is the primary file)",
  versionNumber: "Version number (at most 32 characters)",
  name: "Name",
  channel: "Channel",
  featured: "Featured",
  loaders: "Loaders",
  gameVersions: "Game versions",
  dependenciesText:
    "Dependencies (one per line: required, optional, incompatible or embedded, then a project URL slug or id)",
  dependenciesPlaceholder: "required fabric-api",
  changelog: "Changelog (Markdown)",
  create: "Create version",
  edit: "Edit version",
  editHeading: "Edit {name}",
  status: "Status",
  primaryFile: "Primary file",
  save: "Save version",
  delete: "Delete version",
  dependencies: {
    legend: "Dependencies",
    none: "No dependencies.",
    shown: "{label} — {kind}",
    remove: "Remove {label}",
    kind: "Kind",
    kinds: { required: "required", optional: "optional", incompatible: "incompatible", embedded: "embedded" },
    target: "Depends on",
    targets: { project: "a project (URL slug or id)", version: "a version (id)", file: "a file not on Hopper" },
    add: "Add a dependency",
    placeholder: "fabric-api, a version id, or lib-1.0.jar",
  },
});
