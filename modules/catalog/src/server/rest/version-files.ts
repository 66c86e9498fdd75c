import type { RestHandler } from "@hopper/core/module";

import { normalizeHashes, resolveAlgorithm, versionRowsByHashes } from "../services/versions/hash-lookup";
import { filesBody } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, versionReader, withOpenDependencies } from "./version-context";

/**
 * POST /v2/version_files `{ hashes, algorithm }` → `{ [hash]: version }` for the files the caller may see
 * (unknown and hidden hashes are left out). One statement, whatever the number of hashes.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const byHash = await versionRowsByHashes(ctx.db, versionReader(ctx), algorithm, hashes);
  const hashesFound = [...byHash.keys()];
  const bodies = await withOpenDependencies(
    ctx,
    [...byHash.values()].map((version) => versionBody(version, ctx.url.origin)),
  );
  return Response.json(Object.fromEntries(hashesFound.map((hash, index) => [hash, bodies[index]])));
};

export default handler;
