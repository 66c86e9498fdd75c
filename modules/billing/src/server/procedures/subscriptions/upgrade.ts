import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { refText } from "@hopper/core/validation";

import { upgradePlan } from "../../services/subscriptions/upgrade";
import { sessionProcedure } from "../payment-methods/session-procedure";

/**
 * Moves a server plan (pyro) to another plan: an upgrade charges the prorated difference at once (waived under 30
 * minor units), a downgrade applies at renewal. `actionUrl` when the bank asks for a confirmation step.
 */
export const upgrade = sessionProcedure
  .input(z.object({ id: refText("The subscription"), priceId: refText("The plan") }))
  .mutation(({ ctx, input }) => upgradePlan(ctx.db, actorOf(ctx.viewer), input.id, input.priceId, new Date()));
