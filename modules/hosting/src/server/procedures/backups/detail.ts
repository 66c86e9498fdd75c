import { actorOf } from "@hopper/core/auth";

import { backupDetail } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { backupInput } from "./inputs";

/** One backup, with its single-use download link once prepared. */
export const detail = sessionProcedure
  .input(backupInput)
  .query(({ ctx, input }) => backupDetail(ctx.db, actorOf(ctx.viewer), input.id, input.backupId));
