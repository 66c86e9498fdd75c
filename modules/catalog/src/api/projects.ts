import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import {
  galleryAddQuery,
  galleryDeleteQuery,
  galleryEditQuery,
  iconQuery,
  projectsQuery,
  randomQuery,
  teamsQuery,
} from "./project-queries";

/** A route handler that is one named export of a handler file (loaded on first use). */
const handlerOf =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ default: (await load())[name] as RestHandler });

const reads = () => import("../server/rest/project-reads");
const writes = () => import("../server/rest/project-writes");
const media = () => import("../server/rest/project-media");
const teams = () => import("../server/rest/teams");

/** Public API routes for projects, teams, tags and statistics (reference: docs/api/projects.md). */
export const projectRoutes: readonly RestRoute[] = [
  // Tags
  { method: "GET", path: "/v2/tag/:kind", summary: "A tag list", handler: () => import("../server/rest/tags") },
  {
    method: "GET",
    path: "/v2/tag/license/:id",
    summary: "A license's name and full text",
    handler: () => import("../server/rest/license-text"),
  },
  {
    method: "GET",
    path: "/v2/statistics",
    summary: "Counts of public projects, versions, authors and files",
    handler: () => import("../server/rest/statistics"),
  },

  // Projects: reads
  {
    method: "GET",
    path: "/v2/project/:id",
    summary: "A project by id or slug",
    handler: () => import("../server/rest/project-get"),
  },
  {
    method: "GET",
    path: "/v2/projects",
    summary: "Several projects by id or slug",
    query: projectsQuery,
    handler: handlerOf(reads, "getProjects"),
  },
  {
    method: "GET",
    path: "/v2/projects_random",
    summary: "Random publicly visible projects",
    query: randomQuery,
    handler: handlerOf(reads, "getRandomProjects"),
  },
  {
    method: "GET",
    path: "/v2/project/:id/check",
    summary: "Whether an id or slug names a project",
    handler: handlerOf(reads, "checkProject"),
  },
  {
    method: "GET",
    path: "/v2/project/:id/dependencies",
    summary: "The projects and versions a project depends on",
    handler: handlerOf(reads, "getDependencies"),
  },
  {
    method: "GET",
    path: "/v2/project/:id/members",
    summary: "A project's team members",
    handler: handlerOf(reads, "getProjectMembers"),
  },

  // Projects: writes
  {
    method: "PATCH",
    path: "/v2/projects",
    body: { kind: "json", schema: () => import("../server/rest/project-writes").then((m) => m.bulkPatchBody) },
    summary: "Edit several projects at once (categories, links, donations)",
    scope: "PROJECT_WRITE",
    query: projectsQuery,
    handler: handlerOf(writes, "patchProjects"),
  },
  {
    method: "POST",
    path: "/v2/project",
    body: {
      kind: "multipart",
      data: () => import("../server/rest/project-create").then((m) => m.projectCreateData),
      files: "icon, gallery images and initial version files named in data",
    },
    summary: "Create a project (multipart: data, icon, version files)",
    scope: "PROJECT_CREATE",
    handler: () => import("../server/rest/project-create"),
  },
  {
    method: "PATCH",
    path: "/v2/project/:id",
    body: { kind: "json", schema: () => import("../server/rest/project-writes").then((m) => m.projectPatchBody) },
    summary: "Edit a project",
    scope: "PROJECT_WRITE",
    handler: handlerOf(writes, "patchProject"),
  },
  {
    method: "DELETE",
    path: "/v2/project/:id",
    summary: "Delete a project",
    scope: "PROJECT_DELETE",
    handler: handlerOf(writes, "removeProject"),
  },
  {
    method: "PATCH",
    path: "/v2/project/:id/icon",
    body: imageRestBody("The icon"),
    summary: "Set the icon (raw image body)",
    scope: "PROJECT_WRITE",
    query: iconQuery,
    handler: handlerOf(media, "putIcon"),
  },
  {
    method: "DELETE",
    path: "/v2/project/:id/icon",
    summary: "Remove the icon",
    scope: "PROJECT_WRITE",
    handler: handlerOf(media, "deleteIcon"),
  },
  {
    method: "POST",
    path: "/v2/project/:id/gallery",
    body: imageRestBody("The gallery image"),
    summary: "Add a gallery image (raw image body)",
    scope: "PROJECT_WRITE",
    query: galleryAddQuery,
    handler: handlerOf(media, "addGallery"),
  },
  {
    method: "PATCH",
    path: "/v2/project/:id/gallery",
    body: { kind: "none" },
    summary: "Edit a gallery image",
    scope: "PROJECT_WRITE",
    query: galleryEditQuery,
    handler: handlerOf(media, "editGallery"),
  },
  {
    method: "DELETE",
    path: "/v2/project/:id/gallery",
    summary: "Remove a gallery image",
    scope: "PROJECT_WRITE",
    query: galleryDeleteQuery,
    handler: handlerOf(media, "deleteGallery"),
  },
  {
    method: "POST",
    path: "/v2/project/:id/follow",
    body: { kind: "none" },
    summary: "Follow a project",
    scope: "USER_WRITE",
    handler: handlerOf(writes, "followProjectHandler"),
  },
  {
    method: "DELETE",
    path: "/v2/project/:id/follow",
    summary: "Unfollow a project",
    scope: "USER_WRITE",
    handler: handlerOf(writes, "unfollowProjectHandler"),
  },

  // Teams
  {
    method: "GET",
    path: "/v2/team/:id/members",
    summary: "A team's members",
    handler: handlerOf(teams, "getTeamMembers"),
  },
  {
    method: "GET",
    path: "/v2/teams",
    summary: "Several teams' members",
    query: teamsQuery,
    handler: handlerOf(teams, "getTeams"),
  },
  {
    method: "POST",
    path: "/v2/team/:id/members",
    body: { kind: "json", schema: () => import("../server/rest/teams").then((m) => m.inviteBody) },
    summary: "Invite a user",
    scope: "PROJECT_WRITE",
    handler: handlerOf(teams, "inviteTeamMember"),
  },
  {
    method: "POST",
    path: "/v2/team/:id/join",
    body: { kind: "none" },
    summary: "Accept an invitation",
    scope: "PROJECT_WRITE",
    handler: handlerOf(teams, "joinTeam"),
  },
  {
    method: "PATCH",
    path: "/v2/team/:id/members/:user",
    body: { kind: "json", schema: () => import("../server/rest/teams").then((m) => m.editMemberBody) },
    summary: "Edit a member",
    scope: "PROJECT_WRITE",
    handler: handlerOf(teams, "editTeamMember"),
  },
  {
    method: "DELETE",
    path: "/v2/team/:id/members/:user",
    summary: "Remove a member, withdraw an invitation or leave",
    scope: "PROJECT_WRITE",
    handler: handlerOf(teams, "removeTeamMember"),
  },
  {
    method: "PATCH",
    path: "/v2/team/:id/owner",
    body: { kind: "json", schema: () => import("../server/rest/teams").then((m) => m.ownerBody) },
    summary: "Transfer ownership",
    scope: "PROJECT_WRITE",
    handler: handlerOf(teams, "transferTeamOwnership"),
  },
];
