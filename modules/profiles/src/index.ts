import { defineModule } from "@hopper/core/module";

/**
 * Profiles: the public user page, composed from the accounts module (who the user is) and the catalogue (their
 * projects and totals) and collections. It lives apart because the catalogue depends on accounts, so accounts cannot show
 * projects without a dependency cycle.
 */
export default defineModule({
  id: "profiles",
  router: () => import("./server/router"),
  pages: [
    // The profile hosts other modules' sections and small actions beside the username (report).
    { path: "/user/[id]", component: "ui/pages/user-profile", slots: ["user.profile-section", "user.header-actions"] },
    // One type of the user's projects (a tab per type they have); the same page.
    {
      path: "/user/[id]/[projectType]",
      component: "ui/pages/user-profile",
      slots: ["user.profile-section", "user.header-actions"],
    },
  ],
  sitemaps: [{ name: "users", source: () => import("./server/sitemaps/users") }],
  dependsOn: ["accounts", "catalog", "collections"],
});
