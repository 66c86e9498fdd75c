import { releaseReviewLock } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { reviewProjectInput } from "./project-input";

/** Staff: lets go of one's own review lock (another moderator's stays). */
export const unlock = staffProcedure
  .input(reviewProjectInput)
  .mutation(({ ctx, input }) => releaseReviewLock(ctx.db, actorOf(ctx.viewer), input.projectId));
