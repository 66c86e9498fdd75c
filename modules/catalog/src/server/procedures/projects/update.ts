import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateProject } from "../../services/projects/project-update";
import type { ProjectPatch } from "../../services/projects/project-update";
import { displayType } from "../../services/versions/version-rules";
import { projectRef } from "../inputs";

/** What each settings tab saves; a tab never touches another's fields. */
export const updateInput = z.discriminatedUnion("section", [
  projectRef.extend({
    section: z.literal("general"),
    name: z.string(),
    slug: z.string(),
    summary: z.string(),
    clientSide: z.string(),
    serverSide: z.string(),
  }),
  projectRef.extend({ section: z.literal("description"), body: z.string() }),
  projectRef.extend({ section: z.literal("license"), licenseId: z.string(), licenseUrl: z.string().nullable() }),
  projectRef.extend({
    section: z.literal("links"),
    issuesUrl: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    wikiUrl: z.string().nullable(),
    discordUrl: z.string().nullable(),
    donationLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
  }),
  projectRef.extend({
    section: z.literal("tags"),
    categories: z.array(z.string()),
    additionalCategories: z.array(z.string()),
  }),
]);

/**
 * Saves one settings tab (general, description, license, links or tags). Details need EDIT_DETAILS, the
 * description EDIT_BODY (updateProject checks). Answers the project's address, which a new slug changes.
 */
export const update = scopedProcedure("PROJECT_WRITE")
  .input(updateInput)
  .mutation(async ({ ctx, input }) => {
    const { projectId, section: _section, ...patch } = input;
    const project = await updateProject(ctx.db, actorOf(ctx.viewer), projectId, patch satisfies ProjectPatch);
    return { id: project.id, path: `/${displayType(project.projectType, project.loaders)}/${project.slug}` };
  });
