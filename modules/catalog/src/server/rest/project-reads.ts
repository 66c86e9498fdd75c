import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { projectsQuery, randomQuery } from "../../api/project-queries";
import { projectDependencies, randomProjectIds, visibleProjectIds } from "../services/projects/project-reads";
import { getVisibleProject } from "../services/projects/project-access";
import { projectRoster } from "../services/teams/teams";
import { findVersionsWithFiles } from "../services/versions/version-reads";
import { versionBody } from "./bodies";
import { parseQuery, readActor } from "./context";
import { projectBodies, visibleProjectBody } from "./project-body";
import { versionReader, withOpenDependencies } from "./version-context";
import { memberBody } from "./team-body";

/** GET /v2/project/{id|slug} */
export const getProject: RestHandler = async (_request, ctx) => {
  return restJson(
    await visibleProjectBody(ctx.db, readActor(ctx), versionReader(ctx), ctx.params.id ?? "", ctx.url.origin),
  );
};

/** GET /v2/projects?ids=["id","slug"]: the visible ones, in the order asked; hidden and unknown left out. */
export const getProjects: RestHandler = async (_request, ctx) => {
  const { ids } = parseQuery(projectsQuery, ctx);
  const visible = await visibleProjectIds(ctx.db, readActor(ctx), ids);
  return restJson(await projectBodies(ctx.db, versionReader(ctx), visible, ctx.url.origin));
};

/** GET /v2/projects_random?count=N (1–100): publicly visible projects only. */
export const getRandomProjects: RestHandler = async (_request, ctx) => {
  const { count } = parseQuery(randomQuery, ctx);
  const ids = await randomProjectIds(ctx.db, count);
  return restJson(await projectBodies(ctx.db, versionReader(ctx), ids, ctx.url.origin));
};

/** GET /v2/project/{id|slug}/check: `{ id }` when the id or slug names a project the caller may see. */
export const checkProject: RestHandler = async (_request, ctx) => {
  const project = await getVisibleProject(ctx.db, readActor(ctx), ctx.params.id ?? "");
  return restJson({ id: project.id });
};

/** GET /v2/project/{id|slug}/dependencies: `{ projects, versions }` the project's versions depend on. */
export const getDependencies: RestHandler = async (_request, ctx) => {
  const { projectIds, versionIds } = await projectDependencies(ctx.db, readActor(ctx), ctx.params.id ?? "");
  const [projects, versions] = await Promise.all([
    projectBodies(ctx.db, versionReader(ctx), projectIds, ctx.url.origin),
    versionIds.length ? findVersionsWithFiles(ctx.db, versionIds) : Promise.resolve([]),
  ]);
  return restJson({
    projects,
    versions: await withOpenDependencies(
      ctx,
      versions.map((version) => versionBody(version, ctx.url.origin)),
    ),
  });
};

/** GET /v2/project/{id|slug}/members: the team; pending invitations and permissions only for insiders. */
export const getProjectMembers: RestHandler = async (_request, ctx) => {
  const { insider, members } = await projectRoster(ctx.db, readActor(ctx), ctx.params.id ?? "");
  return restJson(members.map((member) => memberBody(member, insider, ctx.url.origin)));
};
