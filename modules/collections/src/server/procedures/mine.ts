import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { viewerCollectionsFor } from "../services/viewer-collections";
import { refText } from "@hopper/core/validation";

export const mineInput = z.object({ projectId: refText("The project") });

/** The viewer's own collections, each flagged with whether it includes the project. */
export const mine = scopedProcedure("COLLECTION_READ")
  .input(mineInput)
  .query(({ ctx, input }) => viewerCollectionsFor(ctx.db, actorOf(ctx.viewer), input.projectId));
