import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateVersion } from "../../services/versions/version-update";
import { versionPagePath } from "../../services/versions/version-page-path";
import { findVersion } from "../../services/versions/version-reads";

export const updateVersionInput = z.object({
  versionId: z.string().min(1),
  name: z.string().optional(),
  versionNumber: z.string().optional(),
  versionType: z.string().optional(),
  changelog: z.string().optional(),
  featured: z.boolean().optional(),
  loaders: z.array(z.string()).optional(),
  gameVersions: z.array(z.string()).optional(),
  primaryFile: z.string().optional(),
  status: z.string().optional(),
  dependencies: z
    .array(
      z.object({
        dependencyType: z.string(),
        projectId: z.string().nullish(),
        versionId: z.string().nullish(),
        fileName: z.string().nullish(),
      }),
    )
    .optional(),
});

/** Edits a version (UPLOAD_VERSION on its project); answers the version page's address, which may change. */
export const update = scopedProcedure("VERSION_WRITE")
  .input(updateVersionInput)
  .mutation(async ({ ctx, input }) => {
    const { versionId, status, ...patch } = input;
    // A status only the platform sets (scheduled, unknown) stays unless the team picks another.
    const current = status ? await findVersion(ctx.db, versionId) : null;
    const changed = status && status !== current?.status ? status : undefined;
    await updateVersion(ctx.db, actorOf(ctx.viewer), versionId, { ...patch, status: changed });
    return { id: versionId, path: await versionPagePath(ctx.db, versionId) };
  });
