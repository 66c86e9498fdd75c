import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { submitForReview as submit } from "../../services/projects/project-review";
import { projectRef } from "../inputs";

/** Sends a draft to the moderators (EDIT_DETAILS; it needs a version and a summary). */
export const submitForReview = scopedProcedure("PROJECT_WRITE")
  .input(projectRef)
  .mutation(async ({ ctx, input }) => {
    const project = await submit(ctx.db, actorOf(ctx.viewer), input.projectId);
    return { id: project.id, status: project.status };
  });
