import { REST_BULK_JSON_BODY_LIMIT } from "@hopper/core/http/body-limit";
import type { RestRoute } from "@hopper/core/module";

import { hashAlgorithmQuery, projectVersionsQuery, versionFileQuery, versionsQuery } from "./version-queries";

/** Public API routes for versions and files (docs/api/versions.md). */
export const versionRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v2/project/:id/version",
    summary: "A project's versions, filtered by loaders, game versions, featured and version type",
    query: projectVersionsQuery,
    handler: () => import("../server/rest/project-versions"),
  },
  {
    method: "GET",
    path: "/v2/project/:id/version/:version",
    summary: "A version of a project by id or version number",
    handler: () => import("../server/rest/project-version-get"),
  },
  {
    method: "GET",
    path: "/v2/versions",
    summary: "Several versions by id",
    query: versionsQuery,
    handler: () => import("../server/rest/versions-get"),
  },
  {
    method: "GET",
    path: "/v2/version/:id",
    summary: "A version by id",
    handler: () => import("../server/rest/version-get"),
  },
  {
    method: "POST",
    path: "/v2/version",
    body: {
      kind: "multipart",
      data: () => import("../server/rest/version-create").then((m) => m.versionCreateData),
      files: "the version's files, primary first",
    },
    summary: "Create a version (multipart: JSON `data` part and the files)",
    scope: "VERSION_CREATE",
    handler: () => import("../server/rest/version-create"),
  },
  {
    method: "PATCH",
    path: "/v2/version/:id",
    body: { kind: "json", schema: () => import("../server/rest/version-patch").then((m) => m.versionPatchBody) },
    summary: "Edit a version",
    scope: "VERSION_WRITE",
    handler: () => import("../server/rest/version-patch"),
  },
  {
    method: "DELETE",
    path: "/v2/version/:id",
    summary: "Delete a version and its files",
    scope: "VERSION_DELETE",
    handler: () => import("../server/rest/version-delete"),
  },
  {
    method: "POST",
    path: "/v2/version/:id/file",
    body: {
      kind: "multipart",
      data: () => import("../server/rest/version-add-files").then((m) => m.versionAddFilesData),
      files: "files to add",
    },
    summary: "Add files to a version (multipart)",
    scope: "VERSION_WRITE",
    handler: () => import("../server/rest/version-add-files"),
  },
  {
    method: "GET",
    path: "/v2/version_file/:hash",
    summary: "The version a file belongs to, by sha1 or sha512",
    query: versionFileQuery,
    handler: () => import("../server/rest/version-file"),
  },
  {
    method: "DELETE",
    path: "/v2/version_file/:hash",
    summary: "Delete one file of a version, by hash",
    query: versionFileQuery,
    scope: "VERSION_WRITE",
    handler: () => import("../server/rest/version-file-delete"),
  },
  {
    method: "GET",
    path: "/v2/version_file/:hash/download",
    summary: "Redirect (307) to a file's download address",
    query: versionFileQuery,
    handler: () => import("../server/rest/version-file-download"),
  },
  {
    method: "POST",
    path: "/v2/version_file/:hash/update",
    body: { kind: "json", schema: () => import("../server/rest/update-bodies").then((m) => m.fileUpdateBody) },
    summary: "The newest version of a file's project matching loaders, game versions and version types",
    query: hashAlgorithmQuery,
    handler: () => import("../server/rest/version-file-update"),
  },
  {
    method: "POST",
    path: "/v2/version_file/project",
    body: {
      kind: "json",
      schema: () => import("../server/rest/update-bodies").then((m) => m.filesBody),
      maxBytes: REST_BULK_JSON_BODY_LIMIT,
    },
    summary: "The projects of many files by hash",
    handler: () => import("../server/rest/version-file-project"),
  },
  {
    method: "POST",
    path: "/v2/version_files",
    body: {
      kind: "json",
      schema: () => import("../server/rest/update-bodies").then((m) => m.filesBody),
      maxBytes: REST_BULK_JSON_BODY_LIMIT,
    },
    summary: "Versions of many files by hash (sha1 or sha512)",
    handler: () => import("../server/rest/version-files"),
  },
  {
    method: "POST",
    path: "/v2/version_files/update",
    body: {
      kind: "json",
      schema: () => import("../server/rest/update-bodies").then((m) => m.filesUpdateBody),
      maxBytes: REST_BULK_JSON_BODY_LIMIT,
    },
    summary: "For many files, the newest version of each file's project matching the filters",
    handler: () => import("../server/rest/version-files-update"),
  },
  {
    method: "POST",
    path: "/v2/version_files/update_many",
    body: {
      kind: "json",
      schema: () => import("../server/rest/update-bodies").then((m) => m.filesUpdateBody),
      maxBytes: REST_BULK_JSON_BODY_LIMIT,
    },
    summary: "For many files, every version of each file's project matching the filters, newest first",
    handler: () => import("../server/rest/version-files-update-many"),
  },
  {
    method: "POST",
    path: "/v2/version_files/update_individual",
    body: {
      kind: "json",
      schema: () => import("../server/rest/update-bodies").then((m) => m.filesUpdateIndividualBody),
      maxBytes: REST_BULK_JSON_BODY_LIMIT,
    },
    summary: "For many files, the newest matching version with filters per file",
    handler: () => import("../server/rest/version-files-update-individual"),
  },
];
