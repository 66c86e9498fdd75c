import { actorOf } from "@hopper/core/auth";

import { setBackupSchedule } from "../../services/backups/backups";
import { sessionProcedure } from "../session-procedure";
import { scheduleInput } from "./inputs";

/** Automatic backups: interval in minutes (0 = off) and how many to keep. */
export const schedule = sessionProcedure.input(scheduleInput).mutation(({ ctx, input }) =>
  setBackupSchedule(ctx.db, actorOf(ctx.viewer), input.id, {
    intervalMinutes: input.intervalMinutes,
    retain: input.retain,
  }),
);
