import { defineModule, navLabel } from "@hopper/core/module";

import { notificationRoutes } from "./api/notifications";

import { communityJobs } from "./community-jobs";
import { digestJobs } from "./digest-jobs";
import { navMessages } from "./ui/nav-messages";
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
  jobs: [...versionFanOutJobs, ...communityJobs, ...digestJobs],
  seed: () => import("./seed"),
  pages: [
    { path: "/dashboard/notifications", component: "ui/pages/notifications", guards: ["auth"], menus: ["dashboard"] },
    {
      path: "/dashboard/notifications/history",
      component: "ui/pages/notification-history",
      guards: ["auth"],
      menus: ["dashboard"],
    },
    {
      path: "/settings/notifications",
      component: "ui/pages/settings/notifications",
      guards: ["auth"],
      menus: ["settings"],
    },
  ],
  routes: [
    // The digest's unsubscribe link: GET shows a button, POST (it, or a mail client's RFC 8058 one-click) unsubscribes.
    { path: "/notifications/unsubscribe/[token]", handler: "server/http/unsubscribe", methods: ["GET", "POST"] },
    // The private Atom feed of followed projects' new versions: /notifications/feed/{token}.atom.
    { path: "/notifications/feed/[token]", handler: "server/http/private-feed", methods: ["GET"] },
  ],
  slots: [{ slot: "header.actions", component: "ui/slots/notification-bell" }],
  nav: [
    {
      menu: "dashboard",
      ...navLabel(navMessages, "notifications"),
      href: "/dashboard/notifications",
      audience: "signed-in",
      order: 30,
    },
    {
      menu: "settings",
      ...navLabel(navMessages, "settings"),
      href: "/settings/notifications",
      audience: "signed-in",
      order: 45,
    },
  ],
  dependsOn: ["accounts", "catalog"],
});
