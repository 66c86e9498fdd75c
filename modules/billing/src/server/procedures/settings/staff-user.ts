import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { refText } from "@hopper/core/validation";

import { staffUserBilling } from "../../services/staff/user-billing";
import { pageNumber } from "./inputs";
import { sessionProcedure } from "../payment-methods/session-procedure";

/** A user's subscriptions and charges for staff (/admin/billing/{id}); the service refuses everyone else. */
export const staffUser = sessionProcedure
  .input(z.object({ id: refText("The user"), page: pageNumber }))
  .query(({ ctx, input }) => staffUserBilling(ctx.db, actorOf(ctx.viewer), input.id, input.page));
