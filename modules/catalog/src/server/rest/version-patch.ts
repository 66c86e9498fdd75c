import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import type { RestHandler } from "@hopper/core/module";

import { updateVersion } from "../services/versions/version-update";
import { noContent, parseJsonBody } from "./version-context";

const algorithm = z.enum(["sha1", "sha512"], { error: "must be sha1 or sha512" });

/** The body of PATCH /v2/version/{id}, as the public API names its fields; every field is optional. */
export const versionPatchBody = z.object({
  name: z.string().optional(),
  version_number: z.string().optional(),
  changelog: z.string().optional(),
  version_type: z.string().optional(),
  dependencies: z
    .array(
      z.object({
        version_id: z.string().nullish(),
        project_id: z.string().nullish(),
        file_name: z.string().nullish(),
        dependency_type: z.string(),
      }),
    )
    .optional(),
  game_versions: z.array(z.string()).optional(),
  loaders: z.array(z.string()).optional(),
  featured: z.boolean().optional(),
  status: z.string().optional(),
  requested_status: z.string().nullish(),
  primary_file: z.tuple([algorithm, z.string()], { error: 'must be ["sha1" or "sha512", hash]' }).optional(),
  file_types: z.array(z.object({ algorithm, hash: z.string(), file_type: z.string().nullable() })).optional(),
});

/**
 * PATCH /v2/version/{id} (VERSION_WRITE; team UPLOAD_VERSION): edits a version in one transaction, so a bad
 * field changes nothing. Answers 204. The project's loaders and game versions follow, and search re-indexes.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, versionPatchBody);
  const actor = actorOf(ctx.viewer);
  await ctx.db.$transaction((tx) =>
    updateVersion(tx, actor, ctx.params.id ?? "", {
      name: body.name,
      versionNumber: body.version_number,
      changelog: body.changelog,
      versionType: body.version_type,
      featured: body.featured,
      loaders: body.loaders,
      gameVersions: body.game_versions,
      status: body.status,
      dependencies: body.dependencies?.map((dependency) => ({
        dependencyType: dependency.dependency_type,
        projectId: dependency.project_id,
        versionId: dependency.version_id,
        fileName: dependency.file_name,
      })),
      primaryFileHash: body.primary_file ? { algorithm: body.primary_file[0], hash: body.primary_file[1] } : undefined,
      fileTypes: body.file_types?.map((change) => ({
        algorithm: change.algorithm,
        hash: change.hash,
        fileType: change.file_type,
      })),
    }),
  );
  return noContent();
};

export default handler;
