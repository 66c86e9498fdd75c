import { actorOf } from "@hopper/core/auth";

import { cancelSubscription } from "../../services/subscriptions/cancel";
import { sessionProcedure } from "../payment-methods/session-procedure";
import { idInput } from "./inputs";

/** Cancels one of the viewer's subscriptions (the page's confirmation step; staff may too): perks stay until the period's end. */
export const cancel = sessionProcedure
  .input(idInput("The subscription"))
  .mutation(({ ctx, input }) => cancelSubscription(ctx.db, actorOf(ctx.viewer), input.id));
