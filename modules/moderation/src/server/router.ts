import { router } from "@hopper/core/trpc";

import { reportsRouter } from "./procedures/reports/reports-router";
import { threadsRouter } from "./procedures/threads/threads-router";

/** The moderation module's API for its pages (`moderation.*` under /api/trpc); /v2 and /v3 stay the public REST. */
export const moderationRouter = router({
  // Users' reports: filing, the reporter's pages and the staff's.
  reports: reportsRouter,
  // Project and report threads: read, reply, delete a message.
  threads: threadsRouter,
});

export type ModerationRouter = typeof moderationRouter;

export default moderationRouter;
