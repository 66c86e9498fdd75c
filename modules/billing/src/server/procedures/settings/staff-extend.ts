import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { refText } from "@hopper/core/validation";

import { staffExtendSubscription } from "../../services/subscriptions/extend";
import { sessionProcedure } from "../payment-methods/session-procedure";

/** Staff give a subscription N free days (1 to 365): its next charge and the end of its perks move with them. */
export const staffExtend = sessionProcedure
  .input(
    z.object({
      id: refText("The subscription"),
      // The form's text field; the service refuses what is out of range with its own message.
      days: z.union([z.number(), z.string().max(9)]).transform((value) => (value === "" ? Number.NaN : Number(value))),
    }),
  )
  .mutation(({ ctx, input }) => staffExtendSubscription(ctx.db, actorOf(ctx.viewer), input.id, input.days));
