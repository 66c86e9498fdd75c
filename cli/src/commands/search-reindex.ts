import { db } from "@hopper/core/db";
import { reindexAll } from "@hopper/search/server";

import { withDatabase } from "../lib/database";
import { output } from "../lib/output";

/** Builds the search index anew from the catalogue (OpenSearch: a new index swapped in by alias). */
export async function searchReindexCommand(): Promise<void> {
  await withDatabase(async () => {
    const started = Date.now();
    const count = await reindexAll(db());
    output(`Indexed ${count} public project(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
}
