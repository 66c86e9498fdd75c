import { defineModule } from "@hopper/core/module";

/**
 * Search: the facet language and sorts of the public API, and the engines behind them (PostgreSQL by
 * default, OpenSearch when configured). Pages and the /v2/search route arrive with the index tables.
 */
export default defineModule({
  id: "search",
  dependsOn: [],
});
