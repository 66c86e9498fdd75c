import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { transferOwnership } from "../../services/teams/teams";
import { memberRef, projectRef } from "../inputs";

/** Makes another accepted member the owner (the owner or an admin only). */
export const transfer = scopedProcedure("PROJECT_WRITE")
  .input(projectRef.merge(memberRef))
  .mutation(async ({ ctx, input }) => {
    // Demote and promote together, or neither.
    await ctx.db.$transaction((tx) => transferOwnership(tx, actorOf(ctx.viewer), input.projectId, input.userId));
    return { userId: input.userId };
  });
