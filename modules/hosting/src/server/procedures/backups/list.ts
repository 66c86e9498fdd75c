import { actorOf } from "@hopper/core/auth";

import { listBackups } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { serverIdInput } from "../servers/inputs";

/** The backups (newest first) with their states, the schedule and the plan's limit. */
export const list = sessionProcedure
  .input(serverIdInput)
  .query(({ ctx, input }) => listBackups(ctx.db, actorOf(ctx.viewer), input.id));
