import { actorOf } from "@hopper/core/auth";

import { resubscribe as resubscribeSubscription } from "../../services/subscriptions/resubscribe";
import { sessionProcedure } from "../payment-methods/session-procedure";
import { idInput } from "./inputs";

/**
 * Resubscribe after a failed or ended period, and the banner's "Retry payment now": the period is collected again
 * at once with the primary payment method (`actionUrl` when the bank asks for a confirmation step).
 */
export const resubscribe = sessionProcedure
  .input(idInput("The subscription"))
  .mutation(({ ctx, input }) => resubscribeSubscription(ctx.db, actorOf(ctx.viewer), input.id, new Date()));
