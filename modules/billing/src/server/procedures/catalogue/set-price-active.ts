import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { setPriceActive as setActive } from "../../services/catalogue/admin-catalogue";
import { setPriceActiveInput } from "./inputs";

/** Retires a price or offers it again. Admins. */
export const setPriceActive = adminProcedure
  .input(setPriceActiveInput)
  .mutation(async ({ ctx, input }) => setActive(ctx.db, actorOf(ctx.viewer), input.priceId, input.active));
