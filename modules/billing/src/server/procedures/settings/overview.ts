import { billingOverview } from "../../services/settings/billing-overview";
import { sessionProcedure } from "../payment-methods/session-procedure";

/** The viewer's subscriptions and payment methods (/settings/billing). */
export const overview = sessionProcedure.query(({ ctx }) => billingOverview(ctx.db, ctx.viewer.user.id));
