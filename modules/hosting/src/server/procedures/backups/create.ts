import { actorOf } from "@hopper/core/auth";

import { createBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { createInput } from "./inputs";

/** Queues a backup (refused past the plan's limit or while another backup operation runs). */
export const create = sessionProcedure
  .input(createInput)
  .mutation(({ ctx, input }) => createBackup(ctx.db, actorOf(ctx.viewer), input.id, input.name, new Date()));
