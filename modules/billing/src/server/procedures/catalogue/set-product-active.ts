import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { setProductActive as setActive } from "../../services/catalogue/admin-catalogue";
import { setProductActiveInput } from "./inputs";

/** Retires a product (no longer sold; its subscriptions renew) or puts it on sale again. Admins. */
export const setProductActive = adminProcedure
  .input(setProductActiveInput)
  .mutation(async ({ ctx, input }) => setActive(ctx.db, actorOf(ctx.viewer), input.productId, input.active));
