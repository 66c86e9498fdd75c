import { defineModule, navLabel } from "@hopper/core/module";

import { reportRoutes } from "./api/reports";
import { threadRoutes } from "./api/threads";
import { reportNav, reportPages, reportSlots } from "./report-manifest";
import { threadJobs } from "./thread-jobs";
import { navMessages } from "./ui/nav-messages";

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
  // The staff's pages: the home (counts, user look-up), the review queue and a user's staff details with bans.
  pages: [
    { path: "/moderation", component: "ui/pages/home", guards: ["auth", "staff"], menus: ["admin"] },
    { path: "/moderation/review", component: "ui/pages/review-queue", guards: ["auth", "staff"], menus: ["admin"] },
    {
      path: "/moderation/user/[username]",
      component: "ui/pages/user-details",
      guards: ["auth", "staff"],
      menus: ["admin"],
    },
    // Reports: /report, /dashboard/reports, /dashboard/report/[id], /moderation/reports, /moderation/report/[id].
    ...reportPages,
  ],
  nav: [
    // Staff reach moderation from the user menu (beside the mailbox) and move between the staff pages by the admin menu.
    { menu: "user", ...navLabel(navMessages, "moderation"), href: "/moderation", audience: "staff", order: 75 },
    { menu: "admin", ...navLabel(navMessages, "moderation"), href: "/moderation", audience: "staff", order: 30 },
    {
      menu: "admin",
      ...navLabel(navMessages, "reviewQueue"),
      href: "/moderation/review",
      audience: "staff",
      order: 31,
    },
    ...reportNav,
  ],
  slots: [
    // 'Report' on the project page (and, below, on version, user and collection pages).
    ...reportSlots,
    // The project's Moderation tab: its status, its thread, the staff's review panel; listed for its team and staff.
    {
      slot: "project.tab",
      component: "ui/slots/project-moderation",
      ...navLabel(navMessages, "moderation"),
      segment: "moderation",
      audience: "team",
    },
  ],
  dependsOn: ["accounts", "catalog", "collections", "notifications"],
});
