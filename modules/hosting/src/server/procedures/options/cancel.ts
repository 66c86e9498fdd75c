import { actorOf } from "@hopper/core/auth";

import { cancelServerSubscription } from "../../services/options/plan";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** Cancels the server's subscription at the end of its period. */
export const cancel = sessionProcedure
  .input(serverIdInput)
  .mutation(({ ctx, input }) => cancelServerSubscription(ctx.db, actorOf(ctx.viewer), input.id));
