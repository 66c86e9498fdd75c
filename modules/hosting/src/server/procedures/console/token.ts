import { actorOf } from "@hopper/core/auth";

import { consoleToken } from "../../services/console/console-token";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** A ten-minute console token and the node's socket address (the overview's console; fetched again on expiry). */
export const token = sessionProcedure
  .input(serverIdInput)
  .mutation(({ ctx, input }) => consoleToken(ctx.db, actorOf(ctx.viewer), input.id, new Date()));
