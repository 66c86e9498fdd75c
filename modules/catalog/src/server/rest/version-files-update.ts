import type { RestHandler } from "@hopper/core/module";

import { latestVersionIds, normalizeHashes, resolveAlgorithm } from "../services/hash-lookup";
import { filesUpdateBody } from "./update-bodies";
import { actorOf, parseJsonBody, versionBodies } from "./version-context";

/**
 * POST /v2/version_files/update `{ hashes, algorithm, loaders, game_versions, version_types }` →
 * `{ [hash]: newest matching version of that file's project }`. One statement for every hash, one round of
 * queries for the versions.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesUpdateBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const latest = await latestVersionIds(
    ctx.db,
    actorOf(ctx),
    algorithm,
    hashes.map((hash) => ({
      hash,
      loaders: body.loaders,
      gameVersions: body.game_versions,
      versionTypes: body.version_types,
    })),
  );
  const bodies = await versionBodies(ctx.db, [...latest.values()], ctx.url.origin);
  return Response.json(Object.fromEntries([...latest].map(([hash, id]) => [hash, bodies.get(id)])));
};

export default handler;
