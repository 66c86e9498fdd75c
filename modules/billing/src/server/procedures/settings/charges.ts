import { z } from "zod";

import { listCharges } from "../../services/charges/list";
import { pageNumber } from "./inputs";
import { sessionProcedure } from "../payment-methods/session-procedure";

/** One page (past the last: the last) of the viewer's charges, newest first (/settings/billing/charges). */
export const charges = sessionProcedure
  .input(z.object({ page: pageNumber }))
  .query(({ ctx, input }) => listCharges(ctx.db, ctx.viewer.user.id, { page: input.page }));
