import { actorOf } from "@hopper/core/auth";

import { registerNode } from "../../services/nodes/nodes";
import { sessionProcedure } from "../session-procedure";
import { registerNodeInput } from "./inputs";
import { webAppUrl } from "./web-app-url";

/** Registers a node (admins): its token and agent.json come back once, in this answer only. */
export const register = sessionProcedure
  .input(registerNodeInput)
  .mutation(async ({ ctx, input }) => registerNode(ctx.db, actorOf(ctx.viewer), input, webAppUrl()));
