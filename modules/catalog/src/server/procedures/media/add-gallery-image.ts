import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { addGalleryImage as addImage } from "../../services/media/media";
import { imageBytes, projectRef } from "../inputs";
import { galleryDescriptionInput, galleryTitleInput } from "../input-limits";

export const addGalleryImageInput = projectRef.extend({
  bytes: imageBytes,
  title: galleryTitleInput().optional(),
  description: galleryDescriptionInput().optional(),
  featured: z.boolean().default(false),
});

/** Adds an image to the project's gallery (EDIT_DETAILS). */
export const addGalleryImage = scopedProcedure("PROJECT_WRITE")
  .input(addGalleryImageInput)
  .mutation(async ({ ctx, input }) => {
    const { projectId, ...image } = input;
    const row = await addImage(ctx.db, actorOf(ctx.viewer), projectId, image);
    return { id: row.id, url: row.url };
  });
