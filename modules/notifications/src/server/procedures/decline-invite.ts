import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { answerInvite } from "../services/invite-answers";
import { inviteNotificationInput } from "./invite-input";

/** Decline on an invite notification: withdraws the pending membership and marks it read. */
export const declineInvite = scopedProcedure("NOTIFICATION_WRITE")
  .input(inviteNotificationInput)
  .mutation(({ ctx, input }) => answerInvite(ctx.db, actorOf(ctx.viewer), input.id, "decline"));
