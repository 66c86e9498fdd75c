// Loading a synthetic catalogue of up to millions of rows into the real tables, as the benchmarks' generators do:
// the rows go in batches (each statement its own transaction, so none holds millions of rows), with the tables'
// secondary indexes dropped during the load and built once afterwards (one sorted build instead of millions of
// random B-tree inserts: at 4M rows the difference between minutes and an hour).
import type { Db } from "../../modules/core/src/db/client";

export interface BulkLoad {
  /** The tables whose secondary indexes are rebuilt after the load, and vacuumed. */
  tables: readonly string[];
  /** Projects in all, inserted `batch` at a time by `insertBatch(db, from, to)` (inclusive, 1-based). */
  projects: number;
  batch: number;
  insertBatch(db: Db, from: number, to: number): Promise<void>;
  progress?: (line: string) => void;
}

/** The secondary (non-constraint) indexes of the tables, as their CREATE statements. */
async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  return db.$queryRawUnsafe<{ name: string; definition: string }[]>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [...tables],
  );
}

/** Runs the batches with the secondary indexes dropped, rebuilds them, and vacuums the tables. */
export async function bulkLoad(db: Db, load: BulkLoad): Promise<void> {
  const progress = load.progress ?? (() => undefined);
  const indexes = await secondaryIndexes(db, load.tables);
  for (const index of indexes) await db.$executeRawUnsafe(`DROP INDEX "${index.name}"`);
  for (let from = 1; from <= load.projects; from += load.batch) {
    const to = Math.min(load.projects, from + load.batch - 1);
    await load.insertBatch(db, from, to);
    progress(`  ${to.toLocaleString("en-US")} / ${load.projects.toLocaleString("en-US")} projects`);
  }
  // A larger maintenance_work_mem lets each index build sort in memory (this transaction only).
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL maintenance_work_mem = '512MB'");
      for (const index of indexes) await tx.$executeRawUnsafe(index.definition);
    },
    { timeout: 3_600_000 },
  );
  progress(`  rebuilt ${indexes.length} indexes`);
  // VACUUM sets the visibility map, without which no scan is index-only.
  for (const table of load.tables) await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`);
}
