import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { postReportMessage } from "../../services/reports/report-writes";
import { reportId, reportText } from "./inputs";

/** A message in a report's thread: the reporter adds to their open report, staff reply. */
export const addMessage = authedProcedure
  .input(z.object({ reportId, body: reportText }))
  .mutation(({ ctx, input }) => postReportMessage(ctx.db, actorOf(ctx.viewer), input.reportId, input.body));
