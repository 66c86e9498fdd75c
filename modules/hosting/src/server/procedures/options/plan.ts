import { actorOf } from "@hopper/core/auth";

import { planOverview } from "../../services/options/plan";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** The subscription, and the plans with their price and stock for this server. */
export const plan = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => planOverview(ctx.db, actorOf(ctx.viewer), input.id));
