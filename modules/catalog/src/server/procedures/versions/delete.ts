import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { findProject } from "../../services/projects/project-access";
import { displayType } from "../../services/versions/version-rules";
import { deleteVersion } from "../../services/versions/version-delete";
import { findVersion } from "../../services/versions/version-reads";
import { refText } from "../input-limits";

/** Deletes a version and its files (DELETE_VERSION on its project); answers the project's versions page. */
export const remove = scopedProcedure("VERSION_DELETE")
  .input(z.object({ versionId: refText("The version") }))
  .mutation(async ({ ctx, input }) => {
    const version = await findVersion(ctx.db, input.versionId);
    await deleteVersion(ctx.db, actorOf(ctx.viewer), input.versionId);
    const project = version ? await findProject(ctx.db, version.projectId) : null;
    return {
      id: input.versionId,
      versionsPath: project ? `/${displayType(project.projectType, project.loaders)}/${project.slug}/versions` : null,
    };
  });
