import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

const follows = () => import("../server/rest/follow-v3");
const writes = () => import("../server/rest/project-writes");
const PROJECTS: RestTag = { name: "Projects", description: "Projects: read, create, edit, media and follows" };

/**
 * The v3 follow routes: the reference's POST and DELETE (same wire behaviour as v2's), plus Hopper's follow
 * filters — an optional body on POST, GET to read them and PATCH to change them (docs/api/projects.md).
 */
export const followV3Routes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/v3/project/:id/follow",
    operationId: "followProjectV3",
    tag: PROJECTS,
    response: { kind: "empty", description: "The project is followed" },
    body: { kind: "json", schema: () => follows().then((m) => m.followFiltersBody) },
    summary: "Follow a project; the body (optional) limits which new versions notify: loaders, game_versions",
    scope: "USER_WRITE",
    handler: async () => ({ default: (await follows()).followProjectV3 as RestHandler }),
  },
  {
    method: "DELETE",
    path: "/v3/project/:id/follow",
    operationId: "unfollowProjectV3",
    tag: PROJECTS,
    response: { kind: "empty", description: "The project is no longer followed" },
    summary: "Unfollow a project",
    scope: "USER_WRITE",
    handler: async () => ({ default: (await writes()).unfollowProjectHandler as RestHandler }),
  },
  {
    method: "GET",
    path: "/v3/project/:id/follow",
    operationId: "getFollowV3",
    tag: PROJECTS,
    response: {
      kind: "json",
      description: "Whether you follow the project, and the filters of your follow",
      schema: () => follows().then((m) => m.followFiltersSchema),
    },
    summary: "Your follow of a project and its filters",
    scope: "USER_READ",
    handler: async () => ({ default: (await follows()).getFollowV3 as RestHandler }),
  },
  {
    method: "PATCH",
    path: "/v3/project/:id/follow",
    operationId: "patchFollowV3",
    tag: PROJECTS,
    body: { kind: "json", schema: () => follows().then((m) => m.followFiltersBody) },
    response: {
      kind: "json",
      description: "The follow's filters as saved",
      schema: () => follows().then((m) => m.followFiltersSchema),
    },
    summary: "Limit your follow to some loaders / game versions (empty lists: every new version)",
    scope: "USER_WRITE",
    handler: async () => ({ default: (await follows()).patchFollowV3 as RestHandler }),
  },
];
