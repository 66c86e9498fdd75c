import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import { versionFileQuery } from "../../api/version-queries";
import { filesByHashes, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { fileUrl } from "../services/versions/version-file-keys";
import { parseQuery, versionReader } from "./version-context";

/**
 * GET /v2/version_file/{hash}/download — 307 to the file's address (which serves the bytes and counts the
 * download), as the reference platform redirects to its CDN.
 */
const handler: RestHandler = async (_request, ctx) => {
  const query = parseQuery(ctx, versionFileQuery);
  const raw = ctx.params.hash ?? "";
  const algorithm = resolveAlgorithm(query.algorithm, [raw]);
  const [hash] = normalizeHashes(algorithm, [raw]);
  const file = (await filesByHashes(ctx.db, versionReader(ctx), algorithm, [hash!])).find(
    (candidate) => !query.version_id || candidate.versionId === query.version_id,
  );
  if (!file) throw new AppError("not_found", "The requested file was not found.");
  const location = new URL(fileUrl(file.projectId, file.versionId, file.filename), ctx.url.origin).toString();
  return new Response(null, { status: 307, headers: { Location: location } });
};

export default handler;
