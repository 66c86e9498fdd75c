import { actorOf } from "@hopper/core/auth";

import { reviewPlusPurchase } from "../../services/checkout/review";
import { reviewInput } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** The checkout's review of Hopper+: price in the currency (else USD), next renewal, the buyer's cards. */
export const review = sessionProcedure
  .input(reviewInput)
  .query(async ({ ctx, input }) =>
    reviewPlusPurchase(
      ctx.db,
      actorOf(ctx.viewer),
      { interval: input.interval, currency: input.currency ?? "USD" },
      new Date(),
    ),
  );
