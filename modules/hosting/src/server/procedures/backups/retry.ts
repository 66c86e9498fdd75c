import { actorOf } from "@hopper/core/auth";

import { retryBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { backupInput } from "./inputs";

/** Retries a failed create, restore or download preparation. */
export const retry = sessionProcedure
  .input(backupInput)
  .mutation(({ ctx, input }) => retryBackup(ctx.db, actorOf(ctx.viewer), input.id, input.backupId));
