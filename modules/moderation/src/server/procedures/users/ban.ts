import { z } from "zod";

import { BAN_REASON_MAX, banUser } from "@hopper/accounts/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";
import { multiLineText, refText } from "@hopper/core/validation";

export const banInput = z.object({
  userId: refText("The user"),
  reason: multiLineText({ label: "The reason", max: BAN_REASON_MAX }),
});

/** Staff: bans a user with a reason (the service refuses oneself, and an admin unless the moderator is one). */
export const ban = staffProcedure
  .input(banInput)
  .mutation(({ ctx, input }) => banUser(ctx.db, actorOf(ctx.viewer), input.userId, input.reason));
