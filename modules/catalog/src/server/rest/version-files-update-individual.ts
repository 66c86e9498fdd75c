import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { latestVersionRows, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { filesUpdateIndividualBody } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, versionReader, withOpenDependencies } from "./version-context";

/**
 * POST /v2/version_files/update_individual `{ algorithm, hashes: [{ hash, loaders, game_versions,
 * version_types }] }` — like /version_files/update with filters per hash; still one statement for all.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesUpdateIndividualBody);
  const algorithm = resolveAlgorithm(
    body.algorithm,
    body.hashes.map((entry) => entry.hash),
  );
  const normalized = normalizeHashes(
    algorithm,
    body.hashes.map((entry) => entry.hash),
  );
  // The first entry of a repeated hash decides its filters.
  const seen = new Set<string>();
  const queries = body.hashes.flatMap((entry) => {
    const hash = entry.hash.toLowerCase();
    if (seen.has(hash)) return [];
    seen.add(hash);
    return [{ hash, loaders: entry.loaders, gameVersions: entry.game_versions, versionTypes: entry.version_types }];
  });
  const latest = await latestVersionRows(ctx.db, versionReader(ctx), algorithm, queries);
  const found = normalized.flatMap((hash) => {
    const version = latest.get(hash);
    return version ? [{ hash, version }] : [];
  });
  const bodies = await withOpenDependencies(
    ctx,
    found.map(({ version }) => versionBody(version, ctx.url.origin)),
  );
  return restJson(Object.fromEntries(found.map(({ hash }, index) => [hash, bodies[index]])));
};

export default handler;
