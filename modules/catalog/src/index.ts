import { defineModule } from "@hopper/core/module";

import { catalogSettingsSchema } from "./server/settings";

/** Catalogue: projects, versions, files, tags, teams and downloads. */
export default defineModule({
  id: "catalog",
  settings: catalogSettingsSchema,
  permissions: ["catalog.project.publish"],
  dependsOn: [],
});
