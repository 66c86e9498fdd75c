import type { RestHandler } from "@hopper/core/module";

import { normalizeHashes, resolveAlgorithm, versionIdsByHashes } from "../services/hash-lookup";
import { filesBody } from "./update-bodies";
import { actorOf, parseJsonBody, versionBodies } from "./version-context";

/**
 * POST /v2/version_files `{ hashes, algorithm }` → `{ [hash]: version }` for the files the caller may see
 * (unknown and hidden hashes are left out). One query for the files, one round for their versions.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const byHash = await versionIdsByHashes(ctx.db, actorOf(ctx), algorithm, hashes);
  const bodies = await versionBodies(ctx.db, [...byHash.values()], ctx.url.origin);
  return Response.json(Object.fromEntries([...byHash].map(([hash, id]) => [hash, bodies.get(id)])));
};

export default handler;
