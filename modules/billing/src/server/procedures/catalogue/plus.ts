import { publicProcedure } from "@hopper/core/trpc";

import { plusOffer } from "../../services/catalogue/shop";
import { plusInput } from "./inputs";

/** Hopper+ with its price in the currency asked for (else USD); null when it is not on sale. Public (/plus). */
export const plus = publicProcedure
  .input(plusInput)
  .query(async ({ ctx, input }) => plusOffer(ctx.db, input.currency ?? "USD"));
