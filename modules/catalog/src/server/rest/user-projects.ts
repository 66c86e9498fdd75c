import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { followedProjectIds, userProjectIds } from "../services/projects/user-projects";
import { readActor, writeActor } from "./context";
import { projectBodies } from "./project-body";
import { versionReader } from "./version-context";

/** GET /v2/user/{id|username}/projects: the user's projects the caller may see, v2 shape, newest first. */
export const getUserProjects: RestHandler = async (_request, ctx) => {
  const ids = await userProjectIds(ctx.db, readActor(ctx), ctx.params.id ?? "");
  return restJson(await projectBodies(ctx.db, versionReader(ctx), ids, ctx.url.origin));
};

/** GET /v2/user/{id|username}/follows (USER_READ): the followed projects; the user or an admin only. */
export const getUserFollows: RestHandler = async (_request, ctx) => {
  const ids = await followedProjectIds(ctx.db, writeActor(ctx), readActor(ctx), ctx.params.id ?? "");
  return restJson(await projectBodies(ctx.db, versionReader(ctx), ids, ctx.url.origin));
};
