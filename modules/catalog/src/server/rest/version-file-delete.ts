import { actorOf } from "@hopper/core/auth";
import type { RestHandler } from "@hopper/core/module";

import { versionFileQuery } from "../../api/version-queries";
import { normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { deleteVersionFile } from "../services/versions/version-files";
import { noContent, parseQuery } from "./version-context";

/**
 * DELETE /v2/version_file/{hash}?algorithm=&version_id= (VERSION_WRITE; team DELETE_VERSION): deletes that one
 * file; a version's last file cannot be deleted. 204.
 */
const handler: RestHandler = async (_request, ctx) => {
  const query = parseQuery(ctx, versionFileQuery);
  const raw = ctx.params.hash ?? "";
  const algorithm = resolveAlgorithm(query.algorithm, [raw]);
  const [hash] = normalizeHashes(algorithm, [raw]);
  await ctx.db.$transaction((tx) => deleteVersionFile(tx, actorOf(ctx.viewer), algorithm, hash!, query.version_id));
  return noContent();
};

export default handler;
