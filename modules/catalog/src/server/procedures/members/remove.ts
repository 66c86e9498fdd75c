import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { removeMember } from "../../services/teams/teams";
import { memberRef, projectRef } from "../inputs";

/** Removes a member or withdraws an invitation (REMOVE_MEMBER / MANAGE_INVITES); anyone may leave. */
export const remove = scopedProcedure("PROJECT_WRITE")
  .input(projectRef.merge(memberRef))
  .mutation(async ({ ctx, input }) => {
    await removeMember(ctx.db, actorOf(ctx.viewer), input.projectId, input.userId);
    return { userId: input.userId };
  });
