import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { requestWithdrawal } from "../../services/payouts/withdraw";
import { withdrawalFields } from "./inputs";

/** Withdraws from the viewer's available balance (the withdraw page's confirm button). */
export const withdraw = scopedProcedure("PAYOUTS_WRITE")
  .input(withdrawalFields)
  .mutation(({ ctx, input }) => requestWithdrawal(ctx.db, actorOf(ctx.viewer), input));
