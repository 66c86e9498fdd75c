import { actorOf } from "@hopper/core/auth";

import { paymentSetupSession } from "../../services/payment-methods/setup-session";
import { sessionProcedure } from "./session-procedure";

/** What the add-card form needs (the local card fields, or Stripe's client secret and publishable key). */
export const setupSession = sessionProcedure.mutation(async ({ ctx }) =>
  paymentSetupSession(ctx.db, actorOf(ctx.viewer)),
);
