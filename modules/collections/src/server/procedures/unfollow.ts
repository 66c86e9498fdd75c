import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

import { unfollowFromCollection } from "../services/followed-collection";

export const unfollowInput = z.object({ projectId: refText("The project") });

/**
 * "Unfollow" on the followed-projects collection: the catalogue's unfollow (USER_WRITE, as its Follow button),
 * after which the project is gone from the collection, which is built from follows.
 */
export const unfollow = scopedProcedure("USER_WRITE")
  .input(unfollowInput)
  .mutation(({ ctx, input }) =>
    ctx.db.$transaction((tx) => unfollowFromCollection(tx, actorOf(ctx.viewer), input.projectId)),
  );
