import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { setProjectIcon } from "../../services/media/media";
import { imageBytes, projectRef } from "../inputs";

/** Replaces the project's icon (EDIT_DETAILS), or removes it when `bytes` is null. */
export const setIcon = scopedProcedure("PROJECT_WRITE")
  .input(projectRef.extend({ bytes: imageBytes.nullable() }))
  .mutation(async ({ ctx, input }) => {
    const project = await setProjectIcon(ctx.db, actorOf(ctx.viewer), input.projectId, input.bytes);
    return { iconUrl: project.iconUrl };
  });
