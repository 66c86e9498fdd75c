import { searchRecords } from "@hopper/catalog/server";
import type { Db } from "@hopper/core/db";

import { searchEngine } from "./engine";
import type { SearchEngine } from "./engines/search-engine";
import { withIndexLock } from "./index-lock";
import { INDEX_CHUNK, toSearchDocument } from "./indexer";

/**
 * Rebuilds the whole index from the catalogue while the live index keeps answering (OpenSearch builds a new
 * index and swaps its alias; PostgreSQL upserts every public project and then drops the rows nothing wrote
 * since the rebuild began). Each page is read and written under the index lock, so live re-indexing between
 * pages is neither overwritten with an older read nor dropped. Returns the number of public projects.
 */
export async function reindexAll(db: Db, engine?: SearchEngine): Promise<number> {
  const target = engine ?? (await searchEngine());
  const rebuild = await withIndexLock(db, () => target.beginRebuild());
  let count = 0;
  let after: string | undefined;
  let more = true;
  while (more) {
    await withIndexLock(db, async () => {
      const page = await searchRecords(db, { after, take: INDEX_CHUNK });
      await rebuild.write(page.records.map(toSearchDocument));
      count += page.records.length;
      more = page.next !== null;
      after = page.next ?? undefined;
    });
  }
  await withIndexLock(db, () => rebuild.finish());
  return count;
}
