import { actorOf } from "@hopper/core/auth";

import { buyServer } from "../../services/servers/buy";
import { sessionProcedure } from "../session-procedure";
import { payInput } from "./inputs";

/**
 * Pay: the order's server (awaiting payment) and billing's purchase naming it. The same order id twice (a double
 * click) is one server and one payment; a declined card leaves neither.
 */
export const pay = sessionProcedure
  .input(payInput)
  .mutation(({ ctx, input }) => buyServer(ctx.db, actorOf(ctx.viewer), input, new Date()));
