import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

import { collectionRoutes } from "./api/collections";

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
  pages: [{ path: "/collection/[id]", component: "ui/pages/collection" }],
  slots: [{ slot: "project.header-actions", component: "ui/slots/add-to-collection" }],
  sitemaps: [{ name: "collections", source: () => import("./server/sitemaps/collections") }],
  dependsOn: ["accounts", "catalog"],
});
