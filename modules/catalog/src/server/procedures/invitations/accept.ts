import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { acceptInvitation } from "../../services/teams/teams";
import { projectRef } from "../inputs";

/** The invitee joins the project's team; nobody else can answer their invitation. */
export const accept = scopedProcedure("PROJECT_WRITE")
  .input(projectRef)
  .mutation(async ({ ctx, input }) => {
    await acceptInvitation(ctx.db, actorOf(ctx.viewer), input.projectId);
    return { projectId: input.projectId };
  });
