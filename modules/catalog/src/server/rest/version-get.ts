import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { visibleVersionIds } from "../services/versions/version-statuses";
import { versionBodies, versionReader } from "./version-context";

/** GET /v2/version/{id}: one version (its project must be visible; drafts only to the team and staff). */
const handler: RestHandler = async (_request, ctx) => {
  const id = ctx.params.id ?? "";
  const visible = await visibleVersionIds(ctx.db, versionReader(ctx), [id]);
  if (!visible.has(id)) throw new AppError("not_found", "The requested version was not found.");
  const bodies = await versionBodies(ctx, [id]);
  return restJson(bodies.get(id));
};

export default handler;
