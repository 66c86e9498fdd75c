import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { canViewProject, findProject } from "../services/projects/project-access";
import { projectBody } from "./bodies";
import { versionReader } from "./version-context";

const origin = (ctx: RestContext) => ctx.url.origin;

async function visibleProject(ctx: RestContext, idOrSlug: string) {
  const project = await findProject(ctx.db, idOrSlug);
  if (!project || !(await canViewProject(ctx.db, actorOf(ctx.viewer), project))) {
    throw new AppError("not_found", "The requested project was not found or you do not have access to it.");
  }
  return project;
}

/** GET /v2/project/{id|slug} */
export const getProject: RestHandler = async (_request, ctx) => {
  const project = await visibleProject(ctx, ctx.params.id ?? "");
  return restJson(await projectBody(ctx.db, versionReader(ctx), project.id, origin(ctx)));
};
