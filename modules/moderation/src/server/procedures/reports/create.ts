import { actorOf } from "@hopper/core/auth";
import { authedProcedure } from "@hopper/core/trpc";

import { createReport } from "../../services/reports/report-writes";
import { draftInput } from "./inputs";

/** Files a report (the /report form). A second open report about the same item is a 409 naming the first. */
export const create = authedProcedure
  .input(draftInput)
  .mutation(({ ctx, input }) => createReport(ctx.db, actorOf(ctx.viewer), input));
