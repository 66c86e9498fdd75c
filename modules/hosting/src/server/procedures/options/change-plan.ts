import { actorOf } from "@hopper/core/auth";

import { changeServerPlan } from "../../services/options/plan";

import { sessionProcedure } from "../session-procedure";
import { planInput } from "./inputs";

/** Moves to another plan (an upgrade charges the prorated difference; blocked when out of stock). */
export const changePlan = sessionProcedure
  .input(planInput)
  .mutation(({ ctx, input }) => changeServerPlan(ctx.db, actorOf(ctx.viewer), input.id, input.priceId, new Date()));
