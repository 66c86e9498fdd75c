import { z } from "zod";

import { defineJob, defineModule, navLabel } from "@hopper/core/module";

import { collectionRoutes } from "./api/collections";
import { navMessages } from "./ui/nav-messages";

/** Collections: users' curated lists of projects (v3 API). Projects are read through the catalogue's services. */
export default defineModule({
  id: "collections",
  router: () => import("./server/router"),
  seed: () => import("./seed"),
  jobs: [
    defineJob({
      name: "collections.reencode-old-icons",
      schema: z.object({}),
      // Icons uploaded before re-encoding get their WebP and thumbnails; a no-op once done.
      cron: "37 5 * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/reencode-old-icons"),
    }),
  ],
  rest: collectionRoutes,
  pages: [
    // /collection/following is the viewer's followed projects (built from follows); [projectType] filters.
    // A collection's page hosts small actions beside its name (report).
    { path: "/collection/[id]", component: "ui/pages/collection", slots: ["collection.header-actions"] },
    { path: "/collection/[id]/[projectType]", component: "ui/pages/collection", slots: ["collection.header-actions"] },
    { path: "/dashboard/collections", component: "ui/pages/dashboard-collections", guards: ["auth"] },
  ],
  nav: [
    {
      menu: "dashboard",
      ...navLabel(navMessages, "collections"),
      href: "/dashboard/collections",
      audience: "signed-in",
      order: 22,
    },
  ],
  slots: [{ slot: "project.header-actions", component: "ui/slots/add-to-collection" }],
  sitemaps: [{ name: "collections", source: () => import("./server/sitemaps/collections") }],
  dependsOn: ["accounts", "catalog"],
});
