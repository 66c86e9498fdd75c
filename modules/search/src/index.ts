import { defineModule } from "@hopper/core/module";

import { searchSettingsSchema } from "./server/settings";

/**
 * Search: the facet language and sorts of the public API over an engine — PostgreSQL by default,
 * OpenSearch when OPENSEARCH_URL is set.
 */
export default defineModule({
  id: "search",
  settings: searchSettingsSchema,
  rest: [{ method: "GET", path: "/v2/search", handler: () => import("./server/rest/search") }],
  dependsOn: [],
});
