import { actorOf } from "@hopper/core/auth";

import { setPrimaryPaymentMethod } from "../../services/payment-methods/set-primary";
import { methodRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Makes one of the viewer's methods the one renewals charge. */
export const setPrimary = sessionProcedure.input(methodRef).mutation(async ({ ctx, input }) => {
  await setPrimaryPaymentMethod(ctx.db, actorOf(ctx.viewer), input.id);
  return { primary: input.id };
});
