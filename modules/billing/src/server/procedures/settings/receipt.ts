import { actorOf } from "@hopper/core/auth";

import { chargeReceipt } from "../../services/settings/receipt";
import { idInput } from "./inputs";
import { sessionProcedure } from "../payment-methods/session-procedure";

/** A charge's receipt: the owner's, or any for staff (/settings/billing/charges/{id}). */
export const receipt = sessionProcedure
  .input(idInput("The charge id"))
  .query(({ ctx, input }) => chargeReceipt(ctx.db, actorOf(ctx.viewer), input.id));
