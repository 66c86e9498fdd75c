import { actorOf } from "@hopper/core/auth";

import { deleteBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { backupInput } from "./inputs";

/** Deletes a backup (locked ones are refused); the page confirms first. */
export const remove = sessionProcedure
  .input(backupInput)
  .mutation(({ ctx, input }) => deleteBackup(ctx.db, actorOf(ctx.viewer), input.id, input.backupId));
