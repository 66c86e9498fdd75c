import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { findProjectVersionId } from "../services/versions/version-reads";
import { LINKABLE_VERSION_STATUSES, seesHiddenVersions } from "../services/versions/version-statuses";
import { versionBodies, versionReader, visibleProject } from "./version-context";

/**
 * GET /v2/project/{id|slug}/version/{id|version_number}: a version of the project by id, else the newest one
 * with that version number.
 */
const handler: RestHandler = async (_request, ctx) => {
  const reader = versionReader(ctx, { projectRead: true });
  const project = await visibleProject(ctx, reader, ctx.params.id ?? "");
  const hidden = await seesHiddenVersions(ctx.db, reader, project);
  const id = await findProjectVersionId(
    ctx.db,
    project.id,
    ctx.params.version ?? "",
    hidden ? undefined : LINKABLE_VERSION_STATUSES,
  );
  if (!id) throw new AppError("not_found", "The requested version was not found.");
  const bodies = await versionBodies(ctx, [id]);
  return restJson(bodies.get(id));
};

export default handler;
