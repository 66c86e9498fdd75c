import { z } from "zod";

import type { RestHandler } from "@hopper/core/module";
import { readRestJson, restJson } from "@hopper/core/module";

import type { ProjectJson } from "./project-body";
import type { memberBody } from "./team-body";
import type { versionBody } from "./bodies";
import projectVersionGet from "./project-version-get";
import projectVersions from "./project-versions";
import { getDependencies, getProject, getProjectMembers, getProjects } from "./project-reads";
import { getTeams } from "./teams";
import { getUserFollows, getUserProjects } from "./user-projects";
import versionGet from "./version-get";
import versionPatch from "./version-patch";
import versionsGet from "./versions-get";
import { memberV3, projectV3, versionV3 } from "./v3-shapes";

// The v3 reads the reference's own client calls. Each runs the v2 handler — the same services, visibility rules,
// filters and errors — and converts its answer to the v3 field names; an error answer passes through unchanged.
// Converting the finished answer, rather than keeping a second set of reads, means v2 and v3 can never disagree
// about what a caller may see.

type VersionJson = ReturnType<typeof versionBody>;
type MemberJson = ReturnType<typeof memberBody>;

const convert =
  <T>(v2: RestHandler, toV3: (body: T) => unknown): RestHandler =>
  async (request, ctx) => {
    const response = await v2(request, ctx);
    if (response.status !== 200) return response;
    return restJson(toV3((await response.json()) as T));
  };

const each =
  <T, U>(one: (item: T) => U) =>
  (items: T[]) =>
    items.map(one);

export const getProjectV3 = convert<ProjectJson>(getProject, projectV3);
export const getProjectsV3 = convert<ProjectJson[]>(getProjects, each(projectV3));
export const getProjectMembersV3 = convert<MemberJson[]>(getProjectMembers, each(memberV3));
export const getDependenciesV3 = convert<{ projects: ProjectJson[]; versions: VersionJson[] }>(
  getDependencies,
  (body) => ({ projects: body.projects.map(projectV3), versions: body.versions.map(versionV3) }),
);
export const getTeamsV3 = convert<MemberJson[][]>(getTeams, (teams) => teams.map(each(memberV3)));
export const getUserProjectsV3 = convert<ProjectJson[]>(getUserProjects, each(projectV3));
export const getUserFollowsV3 = convert<ProjectJson[]>(getUserFollows, each(projectV3));

export const getVersionV3 = convert<VersionJson>(versionGet, versionV3);
export const getVersionsV3 = convert<VersionJson[]>(versionsGet, each(versionV3));
export const getProjectVersionV3 = convert<VersionJson>(projectVersionGet, versionV3);
export const getProjectVersionsV3 = convert<VersionJson[]>(projectVersions, each(versionV3));

/**
 * The v3 fields of a version edit that v2 does not name. The reference's client sends a modpack's loaders as
 * `loaders: ["mrpack"]` with the pack's own loaders in `mrpack_loaders`; Hopper keeps the pack's loaders.
 * Fields neither version knows are ignored, as the reference ignores them.
 */
const v3Extras = z.looseObject({
  loaders: z.array(z.string({ error: "loaders must be strings" })).optional(),
  mrpack_loaders: z.array(z.string({ error: "mrpack_loaders must be strings" })).optional(),
});

/** PATCH /v3/version/{id}: the v2 edit (same fields, checks and transaction); answers the edited version in v3. */
export const patchVersionV3: RestHandler = async (request, ctx) => {
  const { mrpack_loaders: packLoaders, ...body } = await readRestJson(request, v3Extras);
  const loaders = packLoaders && (!body.loaders || body.loaders.includes("mrpack")) ? packLoaders : body.loaders;
  const v2Request = new Request(request.url, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, ...(loaders ? { loaders } : {}) }),
  });
  const edited = await versionPatch(v2Request, ctx);
  if (edited.status !== 204) return edited;
  return getVersionV3(request, ctx);
};

/** The JSON body PATCH /v3/version/{id} takes: v2's fields plus mrpack_loaders (documentation). */
export const versionPatchV3Body = () =>
  import("./version-patch").then((m) =>
    m.versionPatchBody.extend({
      mrpack_loaders: z.array(z.string()).optional().describe("A modpack's loaders (the reference's v3 field)"),
    }),
  );
