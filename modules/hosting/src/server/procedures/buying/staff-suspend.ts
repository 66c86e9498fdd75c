import { actorOf } from "@hopper/core/auth";

import { staffSuspend as suspend, staffUnsuspend as unsuspend } from "../../services/servers/staff-suspend";
import { sessionProcedure } from "../session-procedure";
import { staffSuspendInput, staffUnsuspendInput } from "./inputs";

/** Admins suspend a server with a message its owner sees (the service checks the role). */
export const staffSuspend = sessionProcedure
  .input(staffSuspendInput)
  .mutation(({ ctx, input }) => suspend(ctx.db, actorOf(ctx.viewer), input.id, input.message, new Date()));

/** Admins lift a staff suspension (a server nothing pays for stays suspended as unpaid). */
export const staffUnsuspend = sessionProcedure
  .input(staffUnsuspendInput)
  .mutation(({ ctx, input }) => unsuspend(ctx.db, actorOf(ctx.viewer), input.id, new Date()));
