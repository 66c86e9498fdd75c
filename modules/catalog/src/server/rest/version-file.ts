import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { versionFileQuery } from "../../api/version-queries";
import { filesByHashes, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { parseQuery, versionBodies, versionReader } from "./version-context";

/**
 * GET /v2/version_file/{hash}?algorithm=sha1|sha512&multiple=true&version_id= — the version a file belongs to
 * (the newest when several versions have it; all of them, newest first, with multiple=true). The algorithm
 * follows from the hash's length when omitted.
 */
const handler: RestHandler = async (_request, ctx) => {
  const query = parseQuery(ctx, versionFileQuery);
  const raw = ctx.params.hash ?? "";
  const algorithm = resolveAlgorithm(query.algorithm, [raw]);
  const [hash] = normalizeHashes(algorithm, [raw]);
  const files = (await filesByHashes(ctx.db, versionReader(ctx), algorithm, [hash!])).filter(
    (file) => !query.version_id || file.versionId === query.version_id,
  );
  if (files.length === 0) throw new AppError("not_found", "The requested file was not found.");
  const ids = query.multiple ? files.map((file) => file.versionId) : [files[0]!.versionId];
  const bodies = await versionBodies(ctx, ids);
  return restJson(query.multiple ? ids.map((id) => bodies.get(id)) : bodies.get(ids[0]!));
};

export default handler;
