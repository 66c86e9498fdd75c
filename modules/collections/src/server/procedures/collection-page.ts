import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { collectionPage as loadCollectionPage } from "../services/collection-page";

export const collectionPageInput = z.object({ id: z.string().min(1) });

/** The collection page's data for the viewer, or null when it is unknown or hidden from them. */
export const collectionPage = publicProcedure
  .input(collectionPageInput)
  .query(({ ctx, input }) => loadCollectionPage(ctx.db, actorOf(ctx.viewer), input.id));
