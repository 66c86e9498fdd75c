import { actorOf } from "@hopper/core/auth";

import { cancelBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { backupInput } from "./inputs";

/** Cancels the running operation (it ends failed with 'Cancelled'). */
export const cancel = sessionProcedure
  .input(backupInput)
  .mutation(({ ctx, input }) => cancelBackup(ctx.db, actorOf(ctx.viewer), input.id, input.backupId));
