import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { updatePriceAmounts } from "../../services/catalogue/admin-catalogue";
import { updatePriceInput } from "./inputs";

/** Sets a price's monthly, quarterly and yearly amounts (null: not offered). Admins. */
export const updatePrice = adminProcedure
  .input(updatePriceInput)
  .mutation(async ({ ctx, input: { priceId, ...amounts } }) =>
    updatePriceAmounts(ctx.db, actorOf(ctx.viewer), priceId, amounts),
  );
