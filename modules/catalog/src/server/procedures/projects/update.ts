import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateProject } from "../../services/projects/project-update";
import type { ProjectPatch } from "../../services/projects/project-update";
import { displayType } from "../../services/versions/version-rules";
import { projectRef } from "../inputs";
import { bodyInput, nameInput, slugInput, summaryInput, tagInput, urlInput } from "../input-limits";

/** What each settings tab saves; a tab never touches another's fields. */
export const updateInput = z.discriminatedUnion("section", [
  projectRef.extend({
    section: z.literal("general"),
    name: nameInput(),
    slug: slugInput(),
    summary: summaryInput(),
    clientSide: tagInput("The client side"),
    serverSide: tagInput("The server side"),
  }),
  projectRef.extend({ section: z.literal("description"), body: bodyInput() }),
  projectRef.extend({
    section: z.literal("license"),
    licenseId: tagInput("The license"),
    licenseUrl: urlInput("The license URL").nullable(),
  }),
  projectRef.extend({
    section: z.literal("links"),
    issuesUrl: urlInput("The issues link").nullable(),
    sourceUrl: urlInput("The source link").nullable(),
    wikiUrl: urlInput("The wiki link").nullable(),
    discordUrl: urlInput("The Discord link").nullable(),
    donationLinks: z.array(z.object({ platform: tagInput("The platform"), url: urlInput("The donation link") })),
  }),
  projectRef.extend({
    section: z.literal("tags"),
    categories: z.array(tagInput("A category")),
    additionalCategories: z.array(tagInput("A category")),
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
