import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { deleteCollection } from "../services/collections";
import { collectionRef } from "./collection-inputs";

/** Deletes a collection (its owner or staff). The page asks for confirmation before it calls this. */
export const remove = scopedProcedure("COLLECTION_DELETE")
  .input(collectionRef)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.$transaction((tx) => deleteCollection(tx, actorOf(ctx.viewer), input.collectionId));
  });
