import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { createCollection } from "../services/collections";
import { collectionDescription, collectionName } from "./collection-inputs";

export const createInput = z.object({ name: collectionName, description: collectionDescription.nullable().optional() });

/** Creates a listed collection owned by the viewer (the dashboard's "Create collection"); answers its id. */
export const create = scopedProcedure("COLLECTION_CREATE")
  .input(createInput)
  .mutation(async ({ ctx, input }) => {
    const collection = await ctx.db.$transaction((tx) => createCollection(tx, actorOf(ctx.viewer), input));
    return { id: collection.id };
  });
