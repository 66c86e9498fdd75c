import { defineModule } from "@hopper/core/module";

import { notificationRoutes } from "./api/notifications";

import { communityJobs } from "./community-jobs";
import { versionFanOutJobs } from "./version-jobs";

/**
 * Notifications: what happened that a user should know (a followed project's new version, an invite, a status
 * change…), on the site and through the reference-compatible /v2 notification API. Other modules reach users
 * through `notify()` (modules after this one) or by publishing a domain event this module subscribes to (the
 * catalogue, which this module depends on).
 */
export default defineModule({
  id: "notifications",
  router: () => import("./server/router"),
  rest: notificationRoutes,
  jobs: [...versionFanOutJobs, ...communityJobs],
  seed: () => import("./seed"),
  dependsOn: ["accounts", "catalog"],
});
