import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { addProjectToCollection } from "../services/collection-projects";
import { refText } from "@hopper/core/validation";

export const addProjectInput = z.object({ collectionId: refText("The collection"), projectId: refText("The project") });

/** Adds a project to a collection (its owner or staff). */
export const addProject = scopedProcedure("COLLECTION_WRITE")
  .input(addProjectInput)
  .mutation(({ ctx, input }) =>
    addProjectToCollection(ctx.db, actorOf(ctx.viewer), input.collectionId, input.projectId),
  );
