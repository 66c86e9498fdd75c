import type { RestHandler } from "@hopper/core/module";

import { latestVersionRows, normalizeHashes, resolveAlgorithm } from "../services/hash-lookup";
import { filesUpdateBody } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, versionReader } from "./version-context";

/**
 * POST /v2/version_files/update `{ hashes, algorithm, loaders, game_versions, version_types }` →
 * `{ [hash]: newest matching version of that file's project }`. One statement for every hash.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesUpdateBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const latest = await latestVersionRows(
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
  return Response.json(
    Object.fromEntries([...latest].map(([hash, version]) => [hash, versionBody(version, ctx.url.origin)])),
  );
};

export default handler;
