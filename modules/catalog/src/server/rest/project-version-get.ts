import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import { LINKABLE_VERSION_STATUSES, seesHiddenVersions } from "../services/versions/version-statuses";
import { versionBodies, versionReader, visibleProject } from "./version-context";

/**
 * GET /v2/project/{id|slug}/version/{id|version_number}: a version of the project by id, else the newest one
 * with that version number.
 */
const handler: RestHandler = async (_request, ctx) => {
  const reader = versionReader(ctx, { projectRead: true });
  const project = await visibleProject(ctx, reader, ctx.params.id ?? "");
  const wanted = ctx.params.version ?? "";
  const hidden = await seesHiddenVersions(ctx.db, reader, project);
  const status = hidden ? undefined : { in: [...LINKABLE_VERSION_STATUSES] };
  // An id match wins over a version number that happens to look like an id.
  const found =
    (await ctx.db.version.findFirst({ where: { projectId: project.id, status, id: wanted }, select: { id: true } })) ??
    (await ctx.db.version.findFirst({
      where: { projectId: project.id, status, versionNumber: wanted },
      orderBy: [{ datePublished: "desc" }, { id: "asc" }],
      select: { id: true },
    }));
  if (!found) throw new AppError("not_found", "The requested version was not found.");
  const bodies = await versionBodies(ctx, [found.id]);
  return Response.json(bodies.get(found.id));
};

export default handler;
