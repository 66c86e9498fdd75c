import { publicProcedure } from "@hopper/core/trpc";

import { serverPlans } from "../../services/servers/plans";

/** The server plans with prices, player guidance and stock per region (/servers; anyone). */
export const plans = publicProcedure.query(({ ctx }) => serverPlans(ctx.db, new Date()));
