import type { RestHandler } from "@hopper/core/module";

import { normalizeHashes, resolveAlgorithm, versionRowsByHashes } from "../services/versions/hash-lookup";
import { filesBody } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, versionReader } from "./version-context";

/**
 * POST /v2/version_files `{ hashes, algorithm }` → `{ [hash]: version }` for the files the caller may see
 * (unknown and hidden hashes are left out). One statement, whatever the number of hashes.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const byHash = await versionRowsByHashes(ctx.db, versionReader(ctx), algorithm, hashes);
  return Response.json(
    Object.fromEntries([...byHash].map(([hash, version]) => [hash, versionBody(version, ctx.url.origin)])),
  );
};

export default handler;
