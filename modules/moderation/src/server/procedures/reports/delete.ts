import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { deleteReport } from "../../services/reports/report-writes";
import { reportId } from "./inputs";

/** Staff delete a report and its thread. */
export const remove = staffProcedure
  .input(z.object({ reportId }))
  .mutation(({ ctx, input }) => deleteReport(ctx.db, actorOf(ctx.viewer), input.reportId));
