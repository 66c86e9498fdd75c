import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateVersion } from "../../services/versions/version-update";
import { versionPagePath } from "../../services/versions/version-page-path";
import { findVersion } from "../../services/versions/version-reads";
import {
  changelogInput,
  fileNameInput,
  refText,
  tagInput,
  versionNameInput,
  versionNumberInput,
} from "../input-limits";

export const updateVersionInput = z.object({
  versionId: refText("The version"),
  name: versionNameInput().optional(),
  versionNumber: versionNumberInput().optional(),
  versionType: tagInput("The channel").optional(),
  changelog: changelogInput().optional(),
  featured: z.boolean().optional(),
  loaders: z.array(tagInput("A loader")).optional(),
  gameVersions: z.array(tagInput("A game version")).optional(),
  primaryFile: fileNameInput("The primary file").optional(),
  status: tagInput("The status").optional(),
  dependencies: z
    .array(
      z.object({
        dependencyType: tagInput("The dependency type"),
        projectId: refText("The project").nullish(),
        versionId: refText("The version").nullish(),
        fileName: fileNameInput().nullish(),
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
    // One transaction, as the REST edit: the version's row and catalog.version-published commit together.
    await ctx.db.$transaction((tx) => updateVersion(tx, actorOf(ctx.viewer), versionId, { ...patch, status: changed }));
    return { id: versionId, path: await versionPagePath(ctx.db, versionId) };
  });
