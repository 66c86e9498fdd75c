import { acquireReviewLock } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { reviewProjectInput } from "./project-input";

/** Staff: takes (or refreshes) the project's 15-minute review lock; another moderator's fresh lock is answered. */
export const lock = staffProcedure
  .input(reviewProjectInput)
  .mutation(({ ctx, input }) => acquireReviewLock(ctx.db, actorOf(ctx.viewer), input.projectId));
