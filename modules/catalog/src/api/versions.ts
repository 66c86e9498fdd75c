import type { RestRoute } from "@hopper/core/module";

/** Public API routes for versions and files. */
export const versionRoutes: readonly RestRoute[] = [
  { method: "GET", path: "/v2/project/:id/version", handler: () => import("../server/rest/project-versions") },
  { method: "GET", path: "/v2/version/:id", handler: () => import("../server/rest/version-get") },
  {
    method: "POST",
    path: "/v2/version",
    scope: "VERSION_CREATE",
    handler: () => import("../server/rest/version-create"),
  },
  { method: "GET", path: "/v2/version_file/:hash", handler: () => import("../server/rest/version-file") },
  {
    method: "POST",
    path: "/v2/version_files",
    summary: "Versions of many files by hash (sha1 or sha512)",
    handler: () => import("../server/rest/version-files"),
  },
];
