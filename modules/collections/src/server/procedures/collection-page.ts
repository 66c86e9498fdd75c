import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { collectionPage as loadCollectionPage } from "../services/collection-page";
import { refText } from "@hopper/core/validation";

export const collectionPageInput = z.object({ id: refText("The collection") });

/** The collection page's data for the viewer, or null when it is unknown or hidden from them. */
export const collectionPage = publicProcedure
  .input(collectionPageInput)
  .query(({ ctx, input }) => loadCollectionPage(ctx.db, actorOf(ctx.viewer), input.id));
