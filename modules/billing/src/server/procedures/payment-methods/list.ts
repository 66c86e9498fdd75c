import { actorOf } from "@hopper/core/auth";

import { requireSignedIn } from "../../services/payment-methods/access";
import { listPaymentMethods } from "../../services/payment-methods/list";
import { sessionProcedure } from "./session-procedure";

/** The viewer's saved payment methods, the primary first. */
export const list = sessionProcedure.query(async ({ ctx }) => {
  const actor = requireSignedIn(actorOf(ctx.viewer));
  return listPaymentMethods(ctx.db, actor.userId);
});
