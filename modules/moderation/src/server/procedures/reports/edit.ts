import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { editReportBody } from "../../services/reports/report-writes";
import { reportId, reportText } from "./inputs";

/** The reporter changes their open report's context. */
export const edit = authedProcedure
  .input(z.object({ reportId, body: reportText }))
  .mutation(({ ctx, input }) => editReportBody(ctx.db, actorOf(ctx.viewer), input.reportId, input.body));
