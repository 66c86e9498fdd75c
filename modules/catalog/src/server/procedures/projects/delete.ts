import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteProject } from "../../services/projects/project-delete";
import { problem, refusal } from "../../services/refusals";
import { getVisibleProject } from "../../services/projects/project-access";
import { projectRef } from "../inputs";
import { confirmInput } from "../input-limits";

export const deleteInput = projectRef.extend({ confirm: confirmInput() });

const confirmSlug = problem("confirmProjectSlug");
export const CONFIRM_PROJECT_SLUG = confirmSlug.text;

/** Deletes a project (DELETE_PROJECT) once its slug is typed as confirmation. */
export const remove = scopedProcedure("PROJECT_DELETE")
  .input(deleteInput)
  .mutation(async ({ ctx, input }) => {
    const actor = actorOf(ctx.viewer);
    // A project the viewer may not see is not found, whatever was typed.
    const project = await getVisibleProject(ctx.db, actor, input.projectId);
    if (input.confirm !== project.slug) {
      throw refusal("invalid_input", confirmSlug, "confirm");
    }
    await deleteProject(ctx.db, actor, project.id);
    return { id: project.id };
  });
