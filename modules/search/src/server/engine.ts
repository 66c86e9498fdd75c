import { Client } from "@opensearch-project/opensearch";

import { db } from "@hopper/core/db";

import { openSearchEngine } from "./engines/opensearch-engine";
import { postgresSearchEngine } from "./engines/postgres-engine";
import type { SearchEngine } from "./engines/search-engine";
import { searchSettings } from "./settings";

const holder = globalThis as unknown as { hopperSearch?: Promise<SearchEngine> };

/** The configured engine, its index created on first use: OpenSearch with OPENSEARCH_URL, else PostgreSQL. */
export function searchEngine(): Promise<SearchEngine> {
  holder.hopperSearch ??= (async () => {
    const { OPENSEARCH_URL, OPENSEARCH_INDEX } = searchSettings();
    if (OPENSEARCH_URL) {
      const engine = openSearchEngine(new Client({ node: OPENSEARCH_URL }), OPENSEARCH_INDEX);
      await engine.ensureIndex();
      return engine;
    }
    const engine = postgresSearchEngine(db());
    await engine.ensureSchema();
    return engine;
  })();
  return holder.hopperSearch;
}
