import { defineModule } from "@hopper/core/module";

import { collectionRoutes } from "./api/collections";

/** Collections: users' curated lists of projects (v3 API). Projects are read through the catalogue's services. */
export default defineModule({
  id: "collections",
  router: () => import("./server/router"),
  seed: () => import("./seed"),
  rest: collectionRoutes,
  pages: [{ path: "/collection/[id]", component: "ui/pages/collection" }],
  slots: [{ slot: "project.header-actions", component: "ui/slots/add-to-collection" }],
  sitemaps: [{ name: "collections", source: () => import("./server/sitemaps/collections") }],
  dependsOn: ["accounts", "catalog"],
});
