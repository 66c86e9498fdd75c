import { router } from "@hopper/core/trpc";

import { reportsRouter } from "./procedures/reports/reports-router";
import { reviewRouter } from "./procedures/review/review-router";
import { threadsRouter } from "./procedures/threads/threads-router";
import { usersRouter } from "./procedures/users/users-router";

/** The moderation module's API for its pages (`moderation.*` under /api/trpc); /v2 and /v3 stay the public REST. */
export const moderationRouter = router({
  // The review queue and the review panel's lock and decisions (staff).
  review: reviewRouter,
  // Users' reports: filing, the reporter's pages and the staff's.
  reports: reportsRouter,
  // Staff-only user details and bans.
  users: usersRouter,
  // Project and report threads: read, reply, delete a message.
  threads: threadsRouter,
});

export type ModerationRouter = typeof moderationRouter;

export default moderationRouter;
