import { actorOf } from "@hopper/core/auth";

import {
  answerOrderConfirmation,
  orderConfirmation,
  orderStripeAction,
} from "../../services/servers/order-confirmation";
import { sessionProcedure } from "../session-procedure";
import { confirmationInput, confirmInput } from "./inputs";

/** The local provider's 3-D Secure step of an order (the buyer's own): the amount and whether it still waits. */
export const confirmation = sessionProcedure
  .input(confirmationInput)
  .query(({ ctx, input }) => orderConfirmation(ctx.db, actorOf(ctx.viewer), input.serverId, input.chargeId));

/** The buyer's answer: completed pays (provisioning follows), failed discards the order. */
export const confirm = sessionProcedure
  .input(confirmInput)
  .mutation(({ ctx, input }) => answerOrderConfirmation(ctx.db, actorOf(ctx.viewer), input, new Date()));

/** Stripe's 3-D Secure step of an order (the buyer's own): the client secret Stripe.js confirms with. */
export const stripeAction = sessionProcedure
  .input(confirmationInput)
  .query(({ ctx, input }) => orderStripeAction(ctx.db, actorOf(ctx.viewer), input.serverId, input.chargeId));
