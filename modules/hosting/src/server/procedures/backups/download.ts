import { actorOf } from "@hopper/core/auth";

import { prepareBackupDownload } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { backupInput } from "./inputs";

/** Prepares a download link; asked twice: 'Already preparing backup for download'. */
export const download = sessionProcedure
  .input(backupInput)
  .mutation(({ ctx, input }) => prepareBackupDownload(ctx.db, actorOf(ctx.viewer), input.id, input.backupId));
