import { publicProcedure } from "@hopper/core/trpc";

import { shopProducts } from "../../services/catalogue/shop";
import { listInput } from "./inputs";

/** The products on sale (of a kind), each with its price in the currency asked for, else USD. Public. */
export const list = publicProcedure
  .input(listInput)
  .query(async ({ ctx, input }) => shopProducts(ctx.db, input.kind, input.currency ?? "USD"));
