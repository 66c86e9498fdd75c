import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { addProjectToCollection } from "../services/collection-projects";

export const addProjectInput = z.object({ collectionId: z.string().min(1), projectId: z.string().min(1) });

/** Adds a project to a collection (its owner or staff). */
export const addProject = scopedProcedure("COLLECTION_WRITE")
  .input(addProjectInput)
  .mutation(({ ctx, input }) =>
    addProjectToCollection(ctx.db, actorOf(ctx.viewer), input.collectionId, input.projectId),
  );
