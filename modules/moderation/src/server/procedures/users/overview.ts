import { reviewQueueSummary } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";

import { openReportsForStaff } from "../../services/staff/report-counts";

/** Staff: the moderation home's counts (in review, open reports, the oldest project waiting). */
export const overview = staffProcedure.query(async ({ ctx }) => {
  const actor = actorOf(ctx.viewer);
  const [queue, openReports] = await Promise.all([
    reviewQueueSummary(ctx.db, actor),
    openReportsForStaff(ctx.db, actor),
  ]);
  return { inReview: queue.inReview, oldest: queue.oldest, openReports };
});
