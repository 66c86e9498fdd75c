import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeGalleryImage as removeImage } from "../../services/media/media";
import { refText } from "../input-limits";

/** Removes one gallery image (EDIT_DETAILS on its project). */
export const removeGalleryImage = scopedProcedure("PROJECT_WRITE")
  .input(z.object({ imageId: refText("The image") }))
  .mutation(async ({ ctx, input }) => {
    await removeImage(ctx.db, actorOf(ctx.viewer), input.imageId);
    return { imageId: input.imageId };
  });
