import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { answerInvite } from "../services/invite-answers";
import { inviteNotificationInput } from "./invite-input";

/** Accept on an invite notification: joins the project's or organization's team and marks it read. */
export const acceptInvite = scopedProcedure("NOTIFICATION_WRITE")
  .input(inviteNotificationInput)
  .mutation(({ ctx, input }) => answerInvite(ctx.db, actorOf(ctx.viewer), input.id, "accept"));
