import { z } from "zod";

import type { RestHandler } from "@hopper/core/module";

import { PUBLIC_STATUSES } from "../services/statuses";
import { loadVersions, versionBody } from "./bodies";

const HASH_LENGTH = { sha1: 40, sha512: 128 } as const;

export const versionFilesBody = z
  .object({
    hashes: z.array(z.string()).min(1, "hashes must not be empty").max(10_000, "at most 10,000 hashes per request"),
    algorithm: z.enum(["sha1", "sha512"], { error: "algorithm must be sha1 or sha512" }),
  })
  .superRefine((body, ctx) => {
    const length = HASH_LENGTH[body.algorithm];
    const bad = body.hashes.find((hash) => !new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hash));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["hashes"],
        message: `"${bad}" is not a ${body.algorithm} hash (${length} hex characters)`,
      });
    }
  });

/**
 * POST /v2/version_files — the launcher's bulk lookup: `{ hashes, algorithm }` → `{ [hash]: version }` for
 * files of publicly visible projects. One indexed query for the files, one for their versions.
 */
const handler: RestHandler = async (request, { db, url }) => {
  const body = versionFilesBody.parse(await request.json().catch(() => ({})));
  const hashes = [...new Set(body.hashes.map((h) => h.toLowerCase()))];
  const files = await db.versionFile.findMany({
    where: {
      ...(body.algorithm === "sha1" ? { sha1: { in: hashes } } : { sha512: { in: hashes } }),
      version: { project: { status: { in: [...PUBLIC_STATUSES] } } },
    },
    select: { sha1: true, sha512: true, versionId: true },
  });
  const versions = await loadVersions(db, { ids: [...new Set(files.map((f) => f.versionId))] });
  const byId = new Map(versions.map((v) => [v.id, versionBody(v, url.origin)]));
  const answer: Record<string, unknown> = {};
  for (const file of files) {
    const version = byId.get(file.versionId);
    if (version) answer[body.algorithm === "sha1" ? file.sha1 : file.sha512] = version;
  }
  return Response.json(answer);
};

export default handler;
