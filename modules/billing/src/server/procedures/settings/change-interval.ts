import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { refText } from "@hopper/core/validation";

import { changeInterval as changeSubscriptionInterval } from "../../services/subscriptions/change-interval";
import { sessionProcedure } from "../payment-methods/session-procedure";
import { intervalInput } from "./inputs";

/** Monthly ↔ quarterly ↔ yearly, from the next charge on. */
export const changeInterval = sessionProcedure
  .input(z.object({ id: refText("The subscription"), interval: intervalInput }))
  .mutation(({ ctx, input }) => changeSubscriptionInterval(ctx.db, actorOf(ctx.viewer), input.id, input.interval));
