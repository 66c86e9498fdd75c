import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { setProjectStatus } from "../../services/projects/project-review";
import { projectRef } from "../inputs";

export const setStatusInput = projectRef.extend({ status: z.string().min(1) });

/** The team moves an approved project between visibilities; moderators set any status (setProjectStatus). */
export const setStatus = scopedProcedure("PROJECT_WRITE")
  .input(setStatusInput)
  .mutation(async ({ ctx, input }) => {
    const project = await setProjectStatus(ctx.db, actorOf(ctx.viewer), input.projectId, { status: input.status });
    return { id: project.id, status: project.status };
  });
