import { actorOf } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

import { listOpenPayouts } from "../../services/payouts/admin-list";
import { pageInput } from "./inputs";

/** /admin/payouts: the payouts waiting for an admin (the service refuses anyone else). */
export const adminOpen = publicProcedure
  .input(pageInput)
  .query(({ ctx, input }) => listOpenPayouts(ctx.db, actorOf(ctx.viewer), input.page));
