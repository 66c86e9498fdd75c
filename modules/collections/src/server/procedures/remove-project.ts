import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeProjectFromCollection } from "../services/collection-projects";
import { refText } from "@hopper/core/validation";

export const removeProjectInput = z.object({
  collectionId: refText("The collection"),
  projectId: refText("The project"),
});

/** Takes a project out of a collection (its owner or staff). */
export const removeProject = scopedProcedure("COLLECTION_WRITE")
  .input(removeProjectInput)
  .mutation(({ ctx, input }) =>
    removeProjectFromCollection(ctx.db, actorOf(ctx.viewer), input.collectionId, input.projectId),
  );
