import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { updateCollection } from "../services/collections";
import { collectionDescription, collectionName, collectionRef, collectionStatus } from "./collection-inputs";

export const updateInput = collectionRef.extend({
  name: collectionName.optional(),
  description: collectionDescription.nullable().optional(),
  status: collectionStatus.optional(),
});

/** Edits a collection's name, summary and status (its owner or staff; only staff set or lift `rejected`). */
export const update = scopedProcedure("COLLECTION_WRITE")
  .input(updateInput)
  .mutation(async ({ ctx, input }) => {
    const { collectionId, ...patch } = input;
    const collection = await ctx.db.$transaction((tx) =>
      updateCollection(tx, actorOf(ctx.viewer), collectionId, patch),
    );
    return { id: collection.id };
  });
