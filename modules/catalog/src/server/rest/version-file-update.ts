import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import { hashAlgorithmQuery } from "../../api/version-queries";
import { latestVersionIds, normalizeHashes, resolveAlgorithm } from "../services/hash-lookup";
import { fileUpdateBody } from "./update-bodies";
import { actorOf, parseJsonBody, parseQuery, versionBodies } from "./version-context";

/**
 * POST /v2/version_file/{hash}/update?algorithm= with `{ loaders, game_versions, version_types }` — the newest
 * listed version of that file's project that matches (any listed loader, any listed game version).
 */
const handler: RestHandler = async (request, ctx) => {
  const query = parseQuery(ctx, hashAlgorithmQuery);
  const raw = ctx.params.hash ?? "";
  const algorithm = resolveAlgorithm(query.algorithm, [raw]);
  const [hash] = normalizeHashes(algorithm, [raw]);
  const body = await parseJsonBody(request, fileUpdateBody);
  const latest = await latestVersionIds(ctx.db, actorOf(ctx), algorithm, [
    { hash: hash!, loaders: body.loaders, gameVersions: body.game_versions, versionTypes: body.version_types },
  ]);
  const id = latest.get(hash!);
  if (!id) throw new AppError("not_found", "No version of this file's project matches.");
  const bodies = await versionBodies(ctx.db, [id], ctx.url.origin);
  return Response.json(bodies.get(id));
};

export default handler;
