import { actorOf } from "@hopper/core/auth";

import { startPurchase } from "../../services/subscriptions/purchase";
import { startInput } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/**
 * Pay: buys the price at the interval with the buyer's payment method. A second submit while the first payment is
 * live reuses its charge (the service's lock and idempotency key), so a double click never pays twice.
 */
export const start = sessionProcedure
  .input(startInput)
  .mutation(async ({ ctx, input }) => startPurchase(ctx.db, actorOf(ctx.viewer), input, new Date()));
