import type { SeedHandler } from "@hopper/core/module";

import { seedQueuedProjects, seedReports, seedReviewHistory } from "./server/services/demo/demo-moderation";

/**
 * The moderation demo data (docs/moderation.md, "Demo data"): four projects in review from the demo creators (one
 * rejected once and resubmitted, its thread telling the story), 30 days of review decisions so the creators'
 * "usually reviewed within …" is computed from a real history, four open reports (a project, a version, a user,
 * a collection) and a closed one. Idempotent: each part skips what an earlier run made.
 */
const seed: SeedHandler = async ({ db, report }) => {
  const now = new Date();
  const queued = await seedQueuedProjects(db, now);
  const decisions = await seedReviewHistory(db, now);
  const reports = await seedReports(db, now);
  if (queued || decisions || reports) {
    report(`moderation ${queued} projects in review, ${decisions} review decisions of 30 days, ${reports} reports`);
  }
};

export default seed;
