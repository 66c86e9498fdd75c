import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { quoteWithdrawal } from "../../services/payouts/quote";
import { withdrawalFields } from "./inputs";

/** The withdraw page's confirm step: the withdrawal checked, with its fee and what arrives; nothing is written. */
export const quote = scopedProcedure("PAYOUTS_READ")
  .input(withdrawalFields)
  .query(({ ctx, input }) => quoteWithdrawal(ctx.db, actorOf(ctx.viewer), input));
