import { authedProcedure } from "@hopper/core/trpc";

import { monthlyBreakdown } from "../../services/revenue/breakdown";

/** The viewer's earnings per project per month, the last 12 months (/dashboard/revenue). */
export const breakdown = authedProcedure.query(async ({ ctx }) => monthlyBreakdown(ctx.db, ctx.viewer.user.id));
