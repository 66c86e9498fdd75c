import { actorOf } from "@hopper/core/auth";

import { serverOptions } from "../../services/options/preferences";
import { serverIdInput } from "../servers/inputs";
import { sessionProcedure } from "../session-procedure";

/** The stored startup options and preferences. */
export const view = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => serverOptions(ctx.db, actorOf(ctx.viewer), input.id));
