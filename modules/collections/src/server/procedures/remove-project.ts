import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeProjectFromCollection } from "../services/collection-projects";

export const removeProjectInput = z.object({ collectionId: z.string().min(1), projectId: z.string().min(1) });

/** Takes a project out of a collection (its owner or staff). */
export const removeProject = scopedProcedure("COLLECTION_WRITE")
  .input(removeProjectInput)
  .mutation(({ ctx, input }) =>
    removeProjectFromCollection(ctx.db, actorOf(ctx.viewer), input.collectionId, input.projectId),
  );
