import { actorOf } from "@hopper/core/auth";

import { rotateNodeToken } from "../../services/nodes/nodes";
import { sessionProcedure } from "../session-procedure";
import { nodeIdInput } from "./inputs";
import { webAppUrl } from "./web-app-url";

/** A new token for a node (admins), shown once with its agent.json. */
export const rotateToken = sessionProcedure
  .input(nodeIdInput)
  .mutation(async ({ ctx, input }) => rotateNodeToken(ctx.db, actorOf(ctx.viewer), input.nodeId, webAppUrl()));
