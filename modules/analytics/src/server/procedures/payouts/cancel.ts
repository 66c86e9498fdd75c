import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { cancelPayout } from "../../services/payouts/cancel";
import { payoutIdInput } from "./inputs";

/** The owner cancels a payout still in transit (the transfers page's "Cancel"). */
export const cancel = scopedProcedure("PAYOUTS_WRITE")
  .input(payoutIdInput)
  .mutation(({ ctx, input }) => cancelPayout(ctx.db, actorOf(ctx.viewer), input.id));
