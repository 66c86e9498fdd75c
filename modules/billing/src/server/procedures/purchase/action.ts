import { actorOf } from "@hopper/core/auth";

import { paymentAction } from "../../services/checkout/payment-action";
import { actionInput } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** The confirmation step of a Stripe payment waiting for the buyer (3-D Secure): its client secret, owner only. */
export const action = sessionProcedure
  .input(actionInput)
  .query(async ({ ctx, input }) => paymentAction(ctx.db, actorOf(ctx.viewer), input.chargeId));
