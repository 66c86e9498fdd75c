import type { RestHandler } from "@hopper/core/module";

import { allMatchingVersionIds, normalizeHashes, resolveAlgorithm } from "../services/hash-lookup";
import { filesUpdateBody } from "./update-bodies";
import { parseJsonBody, versionBodies, versionReader } from "./version-context";

/**
 * POST /v2/version_files/update_many — the body of /version_files/update; answers every matching version of
 * each file's project, newest first: `{ [hash]: [version, …] }`. One statement, one round for the versions.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesUpdateBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const matches = await allMatchingVersionIds(
    ctx.db,
    versionReader(ctx),
    algorithm,
    hashes.map((hash) => ({
      hash,
      loaders: body.loaders,
      gameVersions: body.game_versions,
      versionTypes: body.version_types,
    })),
  );
  const bodies = await versionBodies(ctx.db, [...new Set([...matches.values()].flat())], ctx.url.origin);
  return Response.json(Object.fromEntries([...matches].map(([hash, ids]) => [hash, ids.map((id) => bodies.get(id))])));
};

export default handler;
