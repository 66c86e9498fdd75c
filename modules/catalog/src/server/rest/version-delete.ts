import { actorOf } from "@hopper/core/auth";
import type { RestHandler } from "@hopper/core/module";

import { deleteVersion } from "../services/versions/version-delete";
import { noContent } from "./version-context";

/** DELETE /v2/version/{id} (VERSION_DELETE; team DELETE_VERSION): removes the version and its files. 204. */
const handler: RestHandler = async (_request, ctx) => {
  await deleteVersion(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "");
  return noContent();
};

export default handler;
