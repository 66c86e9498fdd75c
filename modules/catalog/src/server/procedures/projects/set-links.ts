import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateProject } from "../../services/projects/project-update";
import { projectRef } from "../inputs";
import { urlInput } from "../input-limits";

export const setLinksInput = projectRef.extend({
  issuesUrl: urlInput("The issues link").optional(),
  sourceUrl: urlInput("The source link").optional(),
  wikiUrl: urlInput("The wiki link").optional(),
  discordUrl: urlInput("The Discord link").optional(),
});

/**
 * Sets only the links given, leaving the others (and the donation links) as they are: the dashboard's bulk
 * edit applies the same links to many projects (EDIT_DETAILS on each).
 */
export const setLinks = scopedProcedure("PROJECT_WRITE")
  .input(setLinksInput)
  .mutation(async ({ ctx, input }) => {
    const { projectId, ...links } = input;
    const project = await updateProject(ctx.db, actorOf(ctx.viewer), projectId, links);
    return { id: project.id };
  });
