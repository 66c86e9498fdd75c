import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { router } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

import { answerLocalConfirmation, localConfirmation } from "../../services/webhooks/local-confirm";
import { sessionProcedure } from "../payment-methods/session-procedure";

const chargeRef = z.object({ chargeId: refText("The payment") });

/** The local provider's confirmation page (`billing.localPayments.*`, /billing/local/confirm/[id]). */
export const localPaymentsRouter = router({
  get: sessionProcedure
    .input(chargeRef)
    .query(async ({ ctx, input }) => localConfirmation(ctx.db, actorOf(ctx.viewer), input.chargeId)),
  answer: sessionProcedure
    .input(chargeRef.extend({ outcome: z.enum(["complete", "fail"]) }))
    .mutation(async ({ ctx, input }) =>
      answerLocalConfirmation(ctx.db, actorOf(ctx.viewer), input.chargeId, input.outcome, new Date()),
    ),
});
