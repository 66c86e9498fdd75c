import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { latestVersionRows } from "../services/versions/hash-lookup";
import { filesUpdateBody, updateQueriesOf } from "./update-bodies";
import { versionBody } from "./bodies";
import { parseJsonBody, versionReader, withOpenDependencies } from "./version-context";

/**
 * POST /v2/version_files/update `{ hashes, algorithm, loaders, game_versions, version_types }` →
 * `{ [hash]: newest matching version of that file's project }`. One statement for every hash.
 */
const handler: RestHandler = async (request, ctx) => {
  const { algorithm, queries } = updateQueriesOf(await parseJsonBody(request, filesUpdateBody));
  const latest = await latestVersionRows(ctx.db, versionReader(ctx), algorithm, queries);
  const hashes = [...latest.keys()];
  const bodies = await withOpenDependencies(
    ctx,
    [...latest.values()].map((version) => versionBody(version, ctx.url.origin)),
  );
  return restJson(Object.fromEntries(hashes.map((hash, index) => [hash, bodies[index]])));
};

export default handler;
