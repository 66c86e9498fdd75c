import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { atMost } from "@hopper/core/validation";

import { listAppsForStaff } from "../../services/apps/app-staff";
import { appOutput } from "./app-output";
import { sessionProcedure } from "./session-procedure";

export const staffListInput = z.object({
  page: z.number().int().min(1).max(100_000).optional(),
  name: atMost("The name filter", 64).optional(),
});

/** Every app, newest first, a page at a time, filtered by name (staff: /admin/applications). */
export const staffList = sessionProcedure.input(staffListInput).query(async ({ ctx, input }) => {
  const page = await listAppsForStaff(ctx.db, actorOf(ctx.viewer), input);
  return { ...page, apps: page.apps.map(appOutput) };
});
