import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { setReportClosed } from "../../services/reports/report-writes";
import { reportId, reportText } from "./inputs";

const input = z.object({ reportId, reply: reportText.optional() });

/** Staff close a report, after an optional reply; the reporter is notified. */
export const close = staffProcedure
  .input(input)
  .mutation(({ ctx, input }) => setReportClosed(ctx.db, actorOf(ctx.viewer), input.reportId, true, input.reply));

/** Staff reopen a closed report, after an optional reply; the reporter is notified. */
export const reopen = staffProcedure
  .input(input)
  .mutation(({ ctx, input }) => setReportClosed(ctx.db, actorOf(ctx.viewer), input.reportId, false, input.reply));
