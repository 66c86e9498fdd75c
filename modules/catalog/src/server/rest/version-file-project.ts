import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { filesByHashes, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import { projectBodies } from "./bodies";
import { filesBody } from "./update-bodies";
import { parseJsonBody, versionReader } from "./version-context";

/**
 * POST /v2/version_file/project `{ hashes, algorithm }` → `{ [hash]: project }`: the project each file belongs to,
 * for the files the caller may see. One statement for the files, one round for the projects.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, filesBody);
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const hashes = normalizeHashes(algorithm, body.hashes);
  const reader = versionReader(ctx);
  const files = await filesByHashes(ctx.db, reader, algorithm, hashes);
  const projectOf = new Map<string, string>();
  for (const file of files) if (!projectOf.has(file.hash)) projectOf.set(file.hash, file.projectId);
  const projects = await projectBodies(ctx.db, reader, [...new Set(projectOf.values())], ctx.url.origin);
  const byId = new Map(projects.map((project) => [project.id, project]));
  return restJson(Object.fromEntries([...projectOf].map(([hash, id]) => [hash, byId.get(id)])));
};

export default handler;
