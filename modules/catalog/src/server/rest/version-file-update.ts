import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { hashAlgorithmQuery } from "../../api/version-queries";
import { latestVersionRows, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { fileUpdateBody } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, parseQuery, versionReader, withOpenDependencies } from "./version-context";

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
  const latest = await latestVersionRows(ctx.db, versionReader(ctx), algorithm, [
    { hash: hash!, loaders: body.loaders, gameVersions: body.game_versions, versionTypes: body.version_types },
  ]);
  const version = latest.get(hash!);
  if (!version) throw new AppError("not_found", "No version of this file's project matches.");
  const [answer] = await withOpenDependencies(ctx, [versionBody(version, ctx.url.origin)]);
  return restJson(answer);
};

export default handler;
