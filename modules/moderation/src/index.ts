import { defineModule } from "@hopper/core/module";

import { reportRoutes } from "./api/reports";
import { threadRoutes } from "./api/threads";
import { threadJobs } from "./thread-jobs";

/**
 * Moderation: users' reports, the threads between creators, reporters and moderators, the review queue and the
 * staff's tools. The status rules themselves are the catalogue's (one service for the site, tRPC and /v2); this
 * module records each change in the project's thread and gives moderators the queue, the lock and the checklist.
 */
export default defineModule({
  id: "moderation",
  router: () => import("./server/router"),
  // Threads: GET/POST /thread/{id}, GET /threads, DELETE /message/{id} under /v2 and /v3; reports:
  // POST|GET /report, GET /reports, GET|PATCH|DELETE /report/{id}, the same under /v3.
  rest: [...threadRoutes, ...reportRoutes],
  // Status changes recorded in the project's thread.
  jobs: [...threadJobs],
  // Projects in review, 30 days of review decisions and reports for the demo (docs/moderation.md "Demo data").
  seed: () => import("./seed"),
  dependsOn: ["accounts", "catalog", "collections", "notifications"],
});
