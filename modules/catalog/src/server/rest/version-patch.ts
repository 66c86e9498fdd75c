import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import type { RestHandler } from "@hopper/core/module";

import { updateVersion } from "../services/versions/version-update";
import { CHANGELOG_MAX, VERSION_NAME_MAX, VERSION_NUMBER_MAX } from "../services/versions/version-fields";
import { dependencies, HASH_MAX, line, lines, LOADERS_MAX, GAME_VERSIONS_MAX, TAG_MAX, tags } from "./body-fields";
import { noContent, parseJsonBody } from "./version-context";

const algorithm = z.enum(["sha1", "sha512"], { error: "must be sha1 or sha512" });

/**
 * The body of PATCH /v2/version/{id}, as the public API names its fields; every field is optional. `requested_status`,
 * `ordering`, `downloads` (an admin's correction on the reference), `environment` and `mrpack_loaders` are accepted
 * and ignored; unknown fields too.
 */
export const versionPatchBody = z.object({
  name: line("The version name", VERSION_NAME_MAX).optional(),
  version_number: line("The version number", VERSION_NUMBER_MAX).optional(),
  changelog: lines("The changelog", CHANGELOG_MAX).optional(),
  version_type: line("version_type", TAG_MAX).optional(),
  dependencies: dependencies.optional(),
  game_versions: tags("game_versions", GAME_VERSIONS_MAX).optional(),
  loaders: tags("loaders", LOADERS_MAX).optional(),
  featured: z.boolean({ error: "featured must be true or false." }).optional(),
  status: line("status", TAG_MAX).optional(),
  requested_status: line("requested_status", TAG_MAX).nullish(),
  primary_file: z
    .tuple([algorithm, line("The hash", HASH_MAX)], { error: 'must be ["sha1" or "sha512", hash]' })
    .optional(),
  file_types: z
    .array(z.object({ algorithm, hash: line("The hash", HASH_MAX), file_type: line("file_type", TAG_MAX).nullable() }))
    .max(64, "file_types must hold at most 64 entries.")
    .optional(),
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
