import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

import { catalogSettingsSchema } from "./server/settings";

/** Catalogue: projects, versions, files, tags, teams and downloads. */
export default defineModule({
  id: "catalog",
  settings: catalogSettingsSchema,
  jobs: [
    defineJob({
      name: "catalog.rollup-downloads",
      schema: z.object({}),
      cron: "* * * * *",
      expireInSeconds: 300,
      handler: () => import("./jobs/rollup-downloads"),
    }),
  ],
  routes: [{ path: "/data/[...path]", handler: "server/http/download", methods: ["GET"] }],
  permissions: ["catalog.project.publish"],
  dependsOn: [],
});
