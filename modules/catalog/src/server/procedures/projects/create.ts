import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { createProject } from "../../services/projects/project-create";
import { displayType } from "../../services/versions/version-rules";
import { nameInput, slugInput, summaryInput, tagInput } from "../input-limits";

export const createInput = z.object({
  name: nameInput(),
  slug: slugInput(),
  projectType: tagInput("The project type"),
  // The site's dialog asks for it: review needs one, so a project created without it is refused at submission.
  summary: summaryInput(),
  visibility: z.enum(["public", "unlisted", "private"]).default("public"),
});

/** Creates a draft project owned by the viewer; answers its id and page address. */
export const create = scopedProcedure("PROJECT_CREATE")
  .input(createInput)
  .mutation(async ({ ctx, input }) => {
    const project = await createProject(ctx.db, actorOf(ctx.viewer), input);
    return { id: project.id, path: `/${displayType(project.projectType, project.loaders)}/${project.slug}` };
  });
