import { defineModule } from "@hopper/core/module";

import { collectionRoutes } from "./api/collections";

/** Collections: users' curated lists of projects (v3 API). Projects are read through the catalogue's services. */
export default defineModule({
  id: "collections",
  rest: collectionRoutes,
  dependsOn: ["accounts", "catalog"],
});
