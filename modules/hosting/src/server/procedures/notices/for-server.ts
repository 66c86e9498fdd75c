import { actorOf } from "@hopper/core/auth";

import { serverNotices } from "../../services/notices/notices";
import { sessionProcedure } from "../session-procedure";
import { serverIdInput } from "./inputs";

/** The notices shown on a server's pages now (its owner or an admin). */
export const forServer = sessionProcedure
  .input(serverIdInput)
  .query(async ({ ctx, input }) => serverNotices(ctx.db, actorOf(ctx.viewer), input.serverId, new Date()));
