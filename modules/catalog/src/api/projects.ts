import type { RestRoute } from "@hopper/core/module";

/** Public API routes for projects, teams and tags. */
export const projectRoutes: readonly RestRoute[] = [
  { method: "GET", path: "/v2/tag/:kind", handler: () => import("../server/rest/tags") },
  { method: "GET", path: "/v2/project/:id", handler: () => import("../server/rest/project-get") },
];
