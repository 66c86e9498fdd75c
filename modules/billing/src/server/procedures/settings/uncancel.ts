import { actorOf } from "@hopper/core/auth";

import { uncancelSubscription } from "../../services/subscriptions/cancel";
import { sessionProcedure } from "../payment-methods/session-procedure";
import { idInput } from "./inputs";

/** Undoes a cancellation while the paid period still runs. */
export const uncancel = sessionProcedure
  .input(idInput("The subscription"))
  .mutation(({ ctx, input }) => uncancelSubscription(ctx.db, actorOf(ctx.viewer), input.id, new Date()));
