import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { refText } from "@hopper/core/validation";

import { getCharge } from "../../services/charges/list";
import { refundCharge } from "../../services/charges/refund";
import { requireStaffActor } from "../../services/subscriptions/access";
import { sessionProcedure } from "../payment-methods/session-procedure";

/**
 * Staff refund a paid charge (/admin/billing/{id}): `amount` in minor units, or none for what is left of it. The
 * service checks the role and the amount (at most what was paid and not yet refunded).
 */
export const staffRefund = sessionProcedure
  .input(
    z.object({
      chargeId: refText("The charge"),
      // The form's text field; the service refuses an amount out of range with its own message.
      amount: z
        .union([z.number(), z.string().max(12)])
        .optional()
        .transform((value) => (value === undefined ? undefined : Number(value))),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const actor = actorOf(ctx.viewer);
    // Before reading the charge: anyone but staff is refused as such, not told whether the charge exists.
    requireStaffActor(actor);
    let amount = input.amount;
    if (amount === undefined) {
      const charge = await getCharge(ctx.db, actor, input.chargeId);
      amount = charge.amount - charge.refunded;
    }
    return refundCharge(ctx.db, actor, input.chargeId, amount, new Date());
  });
