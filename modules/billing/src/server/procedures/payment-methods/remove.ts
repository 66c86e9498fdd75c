import { actorOf } from "@hopper/core/auth";

import { removePaymentMethod } from "../../services/payment-methods/remove";
import { methodRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Removes one of the viewer's methods (not the primary while a live subscription needs it). */
export const remove = sessionProcedure.input(methodRef).mutation(async ({ ctx, input }) => {
  await removePaymentMethod(ctx.db, actorOf(ctx.viewer), input.id);
  return { removed: true };
});
