import { scopedProcedure } from "@hopper/core/trpc";

import { pagePayouts } from "../../services/payouts/list";
import { pageInput } from "./inputs";

/** /dashboard/revenue/transfers: the viewer's own payouts, newest first, a page at a time. */
export const history = scopedProcedure("PAYOUTS_READ")
  .input(pageInput)
  .query(({ ctx, input }) => pagePayouts(ctx.db, ctx.viewer.user.id, input.page));
