import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { setCollectionIcon } from "../services/icon";
import { collectionRef, iconBytes } from "./collection-inputs";

/** Replaces a collection's icon (its owner or staff), or removes it when `bytes` is null; answers the URL. */
export const setIcon = scopedProcedure("COLLECTION_WRITE")
  .input(collectionRef.extend({ bytes: iconBytes.nullable() }))
  .mutation(async ({ ctx, input }) => ({
    iconUrl: await setCollectionIcon(ctx.db, actorOf(ctx.viewer), input.collectionId, input.bytes),
  }));
