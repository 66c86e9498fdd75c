import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateProject } from "../../services/projects/project-update";
import { projectRef } from "../inputs";

export const setLinksInput = projectRef.extend({
  issuesUrl: z.string().optional(),
  sourceUrl: z.string().optional(),
  wikiUrl: z.string().optional(),
  discordUrl: z.string().optional(),
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
