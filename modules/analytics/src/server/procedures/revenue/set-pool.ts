import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { setRevenuePool } from "../../services/revenue/pool";
import { setPoolInput } from "./inputs";

/** Sets a month's pool and what counts; refused once the month's days have been split (admins). */
export const setPool = adminProcedure
  .input(setPoolInput)
  .mutation(async ({ ctx, input }) => setRevenuePool(ctx.db, actorOf(ctx.viewer), input));
