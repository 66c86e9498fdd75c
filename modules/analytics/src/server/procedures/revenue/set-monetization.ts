import { setMonetizationStatus } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { setMonetizationInput } from "./inputs";

/** Monetizes or demonetizes a project (the catalogue's rules: staff any status, the owner not force-demonetized). */
export const setMonetization = authedProcedure
  .input(setMonetizationInput)
  .mutation(async ({ ctx, input }) => setMonetizationStatus(ctx.db, actorOf(ctx.viewer), input.project, input.status));
