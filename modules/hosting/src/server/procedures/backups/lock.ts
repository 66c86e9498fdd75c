import { actorOf } from "@hopper/core/auth";

import { lockBackup } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { lockInput } from "./inputs";

/** Locks (kept from deletion and rotation) or unlocks a backup. */
export const lock = sessionProcedure
  .input(lockInput)
  .mutation(({ ctx, input }) => lockBackup(ctx.db, actorOf(ctx.viewer), input.id, input.backupId, input.locked));
