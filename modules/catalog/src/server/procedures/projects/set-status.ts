import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { setProjectStatus } from "../../services/projects/project-review";
import { projectRef } from "../inputs";
import { tagInput } from "../input-limits";

export const setStatusInput = projectRef.extend({ status: tagInput("The status").min(1) });

/** The team moves an approved project between visibilities; moderators set any status (setProjectStatus). */
export const setStatus = scopedProcedure("PROJECT_WRITE")
  .input(setStatusInput)
  .mutation(async ({ ctx, input }) => {
    const project = await setProjectStatus(ctx.db, actorOf(ctx.viewer), input.projectId, { status: input.status });
    return { id: project.id, status: project.status };
  });
