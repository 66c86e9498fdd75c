import { z } from "zod";

import { unbanUser } from "@hopper/accounts/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

/** Staff: lifts a ban; sign-in, sessions and tokens work again. */
export const unban = staffProcedure
  .input(z.object({ userId: refText("The user") }))
  .mutation(({ ctx, input }) => unbanUser(ctx.db, actorOf(ctx.viewer), input.userId));
