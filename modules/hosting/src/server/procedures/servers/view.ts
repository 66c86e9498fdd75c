import { actorOf } from "@hopper/core/auth";

import { serverView } from "../../services/servers/server-view";
import { sessionProcedure } from "../session-procedure";
import { serverIdInput } from "./inputs";

/** One server as every server page shows it, with its notices now (its owner's, or any for an admin; others: 'Server not found'). */
export const view = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => serverView(ctx.db, actorOf(ctx.viewer), input.id, new Date()));
