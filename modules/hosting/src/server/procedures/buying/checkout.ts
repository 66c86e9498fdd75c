import { actorOf } from "@hopper/core/auth";

import { serverCheckout } from "../../services/servers/plans";
import { sessionProcedure } from "../session-procedure";
import { checkoutInput } from "./inputs";

/** The purchase flow of one plan (or of a modpack, `pack`, with a fitting plan preselected): regions with stock, the buyer's cards, loaders and versions, a fresh order id. */
export const checkout = sessionProcedure
  .input(checkoutInput)
  .query(({ ctx, input }) => serverCheckout(ctx.db, actorOf(ctx.viewer), input, new Date()));
