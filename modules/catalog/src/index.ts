import { z } from "zod";

import { defineJob, defineModule, navLabel } from "@hopper/core/module";

import { organizationRoutes } from "./api/organizations";
import { projectRoutes } from "./api/projects";
import { userProjectRoutes } from "./api/users";
import { followV3Routes } from "./api/follows-v3";
import { catalogV3Routes } from "./api/v3";
import { versionRoutes } from "./api/versions";
import { catalogSettingsSchema } from "./server/settings";
import { PROJECT_PATH_TYPES } from "./tags/project-types";
import { navMessages } from "./ui/nav-messages";

/** Project pages answer under every type's path; a wrong type or /project/{id} redirects to the right one. */
const projectTabs = ["project.tab"] as const;
const settingsTabs = ["project.tab", "project.settings-tab"] as const;
const projectPages = PROJECT_PATH_TYPES.flatMap((type) => [
  // The project page hosts other modules' header actions, aside cards and tabs (`/<type>/<id>/<segment>`).
  {
    path: `/${type}/[id]`,
    component: "ui/pages/project",
    slots: ["project.header-actions", "project.aside"] as const,
    tabs: "project.tab" as const,
  },
  // Every page with the project tab bar lists the contributed tabs too, so it declares their slot.
  { path: `/${type}/[id]/versions`, component: "ui/pages/versions", slots: projectTabs },
  { path: `/${type}/[id]/gallery`, component: "ui/pages/gallery", slots: projectTabs },
  { path: `/${type}/[id]/changelog`, component: "ui/pages/changelog", slots: projectTabs },
  // "Used by": every project that depends on this one, paginated (the page's card shows the first few).
  { path: `/${type}/[id]/dependents`, component: "ui/pages/dependents", slots: projectTabs },
  { path: `/${type}/[id]/version/new`, component: "ui/pages/version-new", guards: ["auth"], slots: projectTabs },
  // A version's page also hosts small actions beside its name (report).
  {
    path: `/${type}/[id]/version/[version]`,
    component: "ui/pages/version",
    slots: ["project.tab", "version.header-actions"] as const,
  },
  {
    path: `/${type}/[id]/version/[version]/edit`,
    component: "ui/pages/version-edit",
    guards: ["auth"],
    slots: projectTabs,
  },
  // One page component per settings tab (ui/pages/settings/<tab>); the general tab is the settings root.
  // Other modules' settings tabs are addressed under it (`/<type>/<id>/settings/<segment>`).
  {
    path: `/${type}/[id]/settings`,
    component: "ui/pages/settings/general",
    guards: ["auth"],
    slots: projectTabs,
    tabs: "project.settings-tab" as const,
  },
  // Every settings tab lists the contributed project and settings tabs.
  // Analytics is the analytics module's contributed tab (`project.settings-tab`).
  ...["description", "license", "links", "members", "tags"].map((tab) => ({
    path: `/${type}/[id]/settings/${tab}`,
    component: `ui/pages/settings/${tab}`,
    guards: ["auth"],
    slots: settingsTabs,
  })),
]);

/** Organization pages: the public page with its type tabs, settings for members, the dashboard list. */
const organizationPages = [
  { path: "/organization/[id]", component: "ui/pages/organization" },
  { path: "/organization/[id]/[projectType]", component: "ui/pages/organization" },
  // Other modules' organization settings tabs (analytics) are addressed under the settings root, and every
  // settings tab lists them (`organization.settings-tab`).
  {
    path: "/organization/[id]/settings",
    component: "ui/pages/organization-settings/general",
    guards: ["auth"],
    tabs: "organization.settings-tab" as const,
  },
  ...["members", "projects"].map((tab) => ({
    path: `/organization/[id]/settings/${tab}`,
    component: `ui/pages/organization-settings/${tab}`,
    guards: ["auth"],
    slots: ["organization.settings-tab"] as const,
  })),
  { path: "/dashboard/organizations", component: "ui/pages/dashboard-organizations", guards: ["auth"] },
];

/** Catalogue: projects, versions, files, tags, teams and downloads. */
export default defineModule({
  id: "catalog",
  settings: catalogSettingsSchema,
  router: () => import("./server/router"),
  seed: () => import("./seed"),
  jobs: [
    defineJob({
      name: "catalog.rollup-downloads",
      schema: z.object({}),
      cron: "* * * * *",
      expireInSeconds: 300,
      handler: () => import("./jobs/rollup-downloads"),
    }),
    defineJob({
      // Also deletes visitor salts past their two days (docs/analytics.md, "Counting").
      name: "catalog.rollup-views",
      schema: z.object({}),
      cron: "* * * * *",
      expireInSeconds: 300,
      handler: () => import("./jobs/rollup-views"),
    }),
    defineJob({
      name: "catalog.sweep-upload-temp-files",
      schema: z.object({}),
      // Uploads cut off by a killed process leave temp files; a day later they are certainly dead.
      cron: "41 3 * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/sweep-upload-temp-files"),
    }),
    defineJob({
      name: "catalog.reencode-old-images",
      schema: z.object({}),
      // Icons and gallery images uploaded before re-encoding get their WebP and thumbnails; a no-op once done.
      cron: "17 5 * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/reencode-old-images"),
    }),
    defineJob({
      name: "catalog.rerender-markdown",
      schema: z.object({}),
      // Stored description/changelog HTML made with an older render key (a rules or config change) is rendered
      // again; a no-op pass once all keys are current. Pages render stale rows in a worker meanwhile.
      cron: "41 * * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/rerender-markdown"),
    }),
    defineJob({
      name: "catalog.release-scheduled",
      schema: z.object({}),
      // Scheduled projects and versions whose time has passed get their requested status (idempotent).
      cron: "*/5 * * * *",
      expireInSeconds: 300,
      handler: () => import("./jobs/release-scheduled"),
    }),
    defineJob({
      name: "catalog.owner-renamed",
      schema: z.object({ userId: z.string() }),
      // accounts.user-renamed (USER_RENAMED): search hits show the owner's username as the author.
      subscribe: ["accounts.user-renamed"],
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      handler: () => import("./jobs/owner-renamed"),
    }),
    defineJob({
      name: "catalog.refresh-game-versions",
      schema: z.object({}),
      cron: "23 4 * * *",
      retry: { limit: 3, delaySeconds: 300, backoff: true },
      handler: () => import("./jobs/refresh-game-versions"),
    }),
  ],
  routes: [
    { path: "/data/[...path]", handler: "server/http/download", methods: ["GET"] },
    // The reference's page-view ingest (docs/analytics.md, "Counting").
    { path: "/analytics/view", handler: "server/http/analytics-view", methods: ["POST"] },
    { path: "/api/catalog/projects/[id]/versions", handler: "server/http/upload-version", methods: ["POST"] },
    { path: "/api/catalog/projects/[id]/media", handler: "server/http/upload-media", methods: ["POST"] },
    {
      path: "/api/catalog/organizations/[id]/icon",
      handler: "server/http/upload-organization-icon",
      methods: ["POST"],
    },
    { path: "/api/catalog/suggest", handler: "server/http/suggest", methods: ["POST"] },
    // A project's public Atom feed beside its page, under every type its pages answer (a wrong one redirects).
    ...PROJECT_PATH_TYPES.map((type) => ({
      path: `/${type}/[id]/feed.atom`,
      handler: "server/http/project-feed",
      methods: ["GET"] as const,
    })),
  ],
  rest: [
    ...projectRoutes,
    ...versionRoutes,
    ...organizationRoutes,
    ...userProjectRoutes,
    ...catalogV3Routes,
    ...followV3Routes,
  ],
  pages: [
    ...projectPages,
    { path: "/dashboard/projects", component: "ui/pages/dashboard-projects", guards: ["auth"] },
    ...organizationPages,
  ],
  nav: [
    {
      menu: "dashboard",
      ...navLabel(navMessages, "projects"),
      href: "/dashboard/projects",
      audience: "signed-in",
      order: 20,
    },
    {
      menu: "dashboard",
      ...navLabel(navMessages, "organizations"),
      href: "/dashboard/organizations",
      audience: "signed-in",
      order: 25,
    },
  ],
  sitemaps: [
    { name: "projects", source: () => import("./server/sitemaps/projects") },
    { name: "organizations", source: () => import("./server/sitemaps/organizations") },
  ],
  // accounts seeds the demo users first; the catalogue seed gives demo-creator projects.
  dependsOn: ["accounts"],
});
