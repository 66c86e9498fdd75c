import { RestJsonResponse } from "@hopper/core/module";
import type { RestHandler } from "@hopper/core/module";

import { normalizeHashes, resolveAlgorithm, versionAnswersByHashes } from "../services/versions/hash-lookup";
import { filesBody } from "./update-bodies";
import { openDependencies } from "./open-dependencies";
import { parseJsonBody, versionReader } from "./version-context";

/**
 * POST /v2/version_files `{ hashes, algorithm }` → `{ [hash]: version }` for the files the caller may see
 * (unknown and hidden hashes are left out). One statement whatever the number of hashes (a few side by side past
 * 500). PostgreSQL builds each version's body as JSON text, so the answer is assembled as text: only the
 * dependencies, which depend on what the caller may open, are parsed and checked here.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const answers = await versionAnswersByHashes(ctx.db, versionReader(ctx), algorithm, hashes, ctx.url.origin);
  const open = await openDependencies(ctx.db, versionReader(ctx, { projectRead: true }), answers);
  const entries = open.map(
    // The body is a JSON object without its dependencies: close it with them.
    (answer) =>
      `${JSON.stringify(answer.hash)}:${answer.body.slice(0, -1)},"dependencies":${JSON.stringify(answer.dependencies)}}`,
  );
  // Kept as text for the web server to write as is (rest-json.ts): about 1 MB for 1,000 versions.
  return new RestJsonResponse(`{${entries.join(",")}}`);
};

export default handler;
