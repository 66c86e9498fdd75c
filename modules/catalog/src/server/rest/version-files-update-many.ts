import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { allMatchingVersionIds } from "../services/versions/hash-lookup";
import { filesUpdateBody, updateQueriesOf } from "./update-bodies";
import { parseJsonBody, versionBodies, versionReader } from "./version-context";

/**
 * POST /v2/version_files/update_many — the body of /version_files/update; answers every matching version of
 * each file's project, newest first: `{ [hash]: [version, …] }`. One statement, one round for the versions.
 */
const handler: RestHandler = async (request, ctx) => {
  const { algorithm, queries } = updateQueriesOf(await parseJsonBody(request, filesUpdateBody));
  const matches = await allMatchingVersionIds(ctx.db, versionReader(ctx), algorithm, queries);
  const bodies = await versionBodies(ctx, [...new Set([...matches.values()].flat())]);
  return restJson(Object.fromEntries([...matches].map(([hash, ids]) => [hash, ids.map((id) => bodies.get(id))])));
};

export default handler;
