import { actorOf } from "@hopper/core/auth";

import { restoreBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { restoreInput } from "./inputs";

/** Restores a backup (`wipe`: delete the server's files first); the page confirms first. */
export const restore = sessionProcedure
  .input(restoreInput)
  .mutation(({ ctx, input }) => restoreBackup(ctx.db, actorOf(ctx.viewer), input.id, input.backupId, input.wipe));
