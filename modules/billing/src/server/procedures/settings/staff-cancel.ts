import { actorOf } from "@hopper/core/auth";

import { cancelSubscription } from "../../services/subscriptions/cancel";
import { requireStaffActor } from "../../services/subscriptions/access";
import { sessionProcedure } from "../payment-methods/session-procedure";
import { idInput } from "./inputs";

/** Staff cancel a user's subscription (/admin/billing/{id}); its perks stay until the period's end, as the user's own. */
export const staffCancel = sessionProcedure.input(idInput("The subscription")).mutation(({ ctx, input }) => {
  const actor = actorOf(ctx.viewer);
  // The service lets owners cancel too; this procedure is the staff page's, so only staff.
  requireStaffActor(actor);
  return cancelSubscription(ctx.db, actor, input.id);
});
