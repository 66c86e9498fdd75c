import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { withdrawalOptions } from "../../services/payouts/quote";

/** /dashboard/revenue/withdraw: the viewer's available balance and the methods. */
export const options = scopedProcedure("PAYOUTS_READ").query(({ ctx }) =>
  withdrawalOptions(ctx.db, actorOf(ctx.viewer)),
);
