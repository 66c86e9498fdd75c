import type { Db } from "@hopper/core/db";

import { searchEngine } from "./engine";
import { allDocuments } from "./indexer";

/**
 * Rebuilds the whole index from the catalogue. OpenSearch builds a new index and swaps its alias;
 * PostgreSQL upserts every public project and drops the rows of any other. Returns the project count.
 */
export async function reindexAll(db: Db): Promise<number> {
  const engine = await searchEngine();
  let count = 0;
  async function* counted() {
    for await (const batch of allDocuments(db)) {
      count += batch.length;
      yield batch;
    }
  }
  if (engine.rebuild) {
    await engine.rebuild(counted());
    return count;
  }
  const seen = new Set<string>();
  for await (const batch of counted()) {
    await engine.upsert(batch);
    for (const doc of batch) seen.add(doc.hit.project_id);
  }
  const stale = await db.$queryRaw<{ project_id: string }[]>`SELECT project_id FROM search_projects`;
  await engine.remove(stale.map((r) => r.project_id).filter((id) => !seen.has(id)));
  return count;
}
