import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

import { dependentsQuery } from "./dependents-query";
import { projectsQuery, teamsQuery } from "./project-queries";
import { projectVersionsQuery, versionsQuery } from "./version-queries";

const v3 = () => import("../server/rest/v3");
const shapes = () => import("../server/rest/v3-shapes");
const patchV3 = () => import("../server/rest/project-patch-v3");
const organizationShapes = () => import("../server/rest/organization-schema");
/** One named handler of the v3 REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof v3>>) => async () => ({
  default: (await v3())[name] as RestHandler,
});

const PROJECTS: RestTag = { name: "Projects", description: "Projects: read, create, edit, media and follows" };
// The same tags (name and description) as the v2 routes' (projects.ts, versions.ts, users.ts).
const VERSIONS: RestTag = { name: "Versions", description: "A project's versions and their files" };
const TEAMS: RestTag = { name: "Teams", description: "A project's team members and invitations" };
const USERS: RestTag = { name: "Users", description: "Users, their projects, follows and avatars" };

const project = (description: string) =>
  ({ kind: "json", description, schema: () => shapes().then((m) => m.projectV3Schema) }) as const;
const projects = (description: string) =>
  ({ kind: "json", description, schema: () => shapes().then((m) => m.projectV3Schema.array()) }) as const;
const version = (description: string) =>
  ({ kind: "json", description, schema: () => shapes().then((m) => m.versionV3Schema) }) as const;
const versions = (description: string) =>
  ({ kind: "json", description, schema: () => shapes().then((m) => m.versionV3Schema.array()) }) as const;

/**
 * The catalogue's v3 routes: the reads (and the version edit) the reference platform's own client calls, in its
 * v3 shapes. They answer what the v2 routes answer (docs/api/projects.md, docs/api/versions.md).
 */
export const catalogV3Routes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v3/project/:id",
    summary: "A project by id or slug (v3 shape)",
    operationId: "getProjectV3",
    tag: PROJECTS,
    response: project("The project"),
    handler: load("getProjectV3"),
  },
  {
    method: "PATCH",
    path: "/v3/project/:id",
    body: { kind: "json", schema: () => patchV3().then((m) => m.projectPatchV3Schema()) },
    summary: "Edit a project (v3 names: name, summary, description, link_urls, environment; the v2 status rules)",
    operationId: "modifyProjectV3",
    tag: PROJECTS,
    response: { kind: "empty", description: "The project was edited" },
    scope: "PROJECT_WRITE",
    handler: async () => ({ default: (await patchV3()).patchProjectV3 as RestHandler }),
  },
  {
    method: "GET",
    path: "/v3/projects",
    summary: "Several projects by id or slug (v3 shape)",
    operationId: "getProjectsV3",
    tag: PROJECTS,
    response: projects("The visible projects, in the order asked"),
    query: projectsQuery,
    handler: load("getProjectsV3"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/members",
    summary: "A project's team members (v3 shape)",
    operationId: "getProjectTeamMembersV3",
    tag: TEAMS,
    response: {
      kind: "json",
      description: "The members",
      schema: () => organizationShapes().then((m) => m.teamMemberV3Schema.array()),
    },
    handler: load("getProjectMembersV3"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/dependencies",
    summary: "The projects and versions a project depends on (v3 shape)",
    operationId: "getDependenciesV3",
    tag: PROJECTS,
    response: {
      kind: "json",
      description: "The projects and versions",
      schema: () => shapes().then((m) => m.dependenciesV3Schema),
    },
    handler: load("getDependenciesV3"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/dependents",
    summary: 'The projects whose listed versions depend on this one ("Used by"; beyond the reference)',
    operationId: "getDependentsV3",
    tag: PROJECTS,
    response: {
      kind: "json",
      description: "One page of the dependent projects the caller may see, most downloaded first, and their total",
      schema: () => import("../server/rest/project-dependents").then((m) => m.dependentsV3Schema),
    },
    query: dependentsQuery,
    handler: () => import("../server/rest/project-dependents"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/version",
    summary: "A project's versions, filtered by loaders, game versions, featured and version type (v3 shape)",
    operationId: "getProjectVersionsV3",
    tag: VERSIONS,
    response: versions("The versions, newest first"),
    query: projectVersionsQuery,
    handler: load("getProjectVersionsV3"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/version/:version",
    summary: "A version of a project by id or version number (v3 shape)",
    operationId: "getVersionFromIdOrNumberV3",
    tag: VERSIONS,
    response: version("The version"),
    handler: load("getProjectVersionV3"),
  },
  {
    method: "GET",
    path: "/v3/version/:id",
    summary: "A version by id (v3 shape)",
    operationId: "getVersionV3",
    tag: VERSIONS,
    response: version("The version"),
    handler: load("getVersionV3"),
  },
  {
    method: "PATCH",
    path: "/v3/version/:id",
    body: { kind: "json", schema: () => v3().then((m) => m.versionPatchV3Body()) },
    summary: "Edit a version (v2 fields, a modpack's loaders in mrpack_loaders); answers the edited version",
    operationId: "modifyVersionV3",
    tag: VERSIONS,
    response: version("The edited version"),
    scope: "VERSION_WRITE",
    handler: load("patchVersionV3"),
  },
  {
    method: "GET",
    path: "/v3/versions",
    summary: "Several versions by id (v3 shape)",
    operationId: "getVersionsV3",
    tag: VERSIONS,
    response: versions("The visible versions, in the order asked"),
    query: versionsQuery,
    handler: load("getVersionsV3"),
  },
  {
    method: "GET",
    path: "/v3/teams",
    summary: "Several teams' members (v3 shape)",
    operationId: "getTeamsV3",
    tag: TEAMS,
    response: {
      kind: "json",
      description: "One member list per visible team, in the order asked",
      schema: () => organizationShapes().then((m) => m.teamV3Schema.array()),
    },
    query: teamsQuery,
    handler: load("getTeamsV3"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/projects",
    summary: "A user's projects that the caller may see (v3 shape)",
    operationId: "getUserProjectsV3",
    tag: USERS,
    response: projects("The projects, newest first"),
    handler: load("getUserProjectsV3"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/follows",
    summary: "The projects a user follows (the user or an admin; v3 shape)",
    operationId: "getFollowedProjectsV3",
    tag: USERS,
    response: projects("The followed projects"),
    scope: "USER_READ",
    handler: load("getUserFollowsV3"),
  },
];
