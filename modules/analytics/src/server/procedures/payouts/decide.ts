import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { markPayout } from "../../services/payouts/decide";
import { decisionFields } from "./inputs";

/** An admin marks a payout paid or failed (/admin/payouts); the service checks the role and the reason. */
export const decide = publicProcedure
  .input(decisionFields)
  .mutation(({ ctx, input }) =>
    markPayout(ctx.db, actorOf(ctx.viewer), input.id, { status: input.status, reason: input.reason }),
  );
