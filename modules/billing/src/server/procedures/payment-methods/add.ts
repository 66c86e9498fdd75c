import { actorOf } from "@hopper/core/auth";

import { addPaymentMethod } from "../../services/payment-methods/add";
import { addInput } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Saves a card (the first becomes primary); a refused card changes nothing and says the provider's message. */
export const add = sessionProcedure
  .input(addInput)
  .mutation(async ({ ctx, input }) => addPaymentMethod(ctx.db, actorOf(ctx.viewer), input));
