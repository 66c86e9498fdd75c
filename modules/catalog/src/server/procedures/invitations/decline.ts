import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { declineInvitation } from "../../services/teams/teams";
import { projectRef } from "../inputs";

/** The invitee turns the invitation down; their row is removed. */
export const decline = scopedProcedure("PROJECT_WRITE")
  .input(projectRef)
  .mutation(async ({ ctx, input }) => {
    await declineInvitation(ctx.db, actorOf(ctx.viewer), input.projectId);
    return { projectId: input.projectId };
  });
