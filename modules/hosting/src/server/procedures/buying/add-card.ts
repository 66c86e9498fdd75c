import { actorOf } from "@hopper/core/auth";
import { addPaymentMethod } from "@hopper/billing/server";

import { sessionProcedure } from "../session-procedure";
import { addCardInput } from "./inputs";

/** Saves a card from the purchase flow (billing's service: the provider's refusal is its message). */
export const addCard = sessionProcedure
  .input(addCardInput)
  .mutation(({ ctx, input }) => addPaymentMethod(ctx.db, actorOf(ctx.viewer), input));
