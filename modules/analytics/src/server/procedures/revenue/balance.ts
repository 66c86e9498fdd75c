import { authedProcedure } from "@hopper/core/trpc";

import { revenueBalance } from "../../services/revenue/balance";

/** The viewer's available, pending and lifetime balance (/dashboard/revenue). */
export const balance = authedProcedure.query(async ({ ctx }) => revenueBalance(ctx.db, ctx.viewer.user.id));
