import type { Db } from "@hopper/core/db";

/** The advisory lock every index write takes (any number shared by every process; not the schema's lock). */
const INDEX_WRITE_LOCK = 7269402;

/**
 * Runs `work` — read projects from the catalogue, then write them to the engine — while holding a
 * PostgreSQL advisory lock that every index writer takes: the live batches of every jobs process and each
 * page of a rebuild. Without it, a writer that read a project before a change could write after a writer
 * that read it after the change, and the index would keep the older project. The lock is held by an open
 * transaction; `work` itself uses other connections.
 */
export function withIndexLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${INDEX_WRITE_LOCK})`);
      return work();
    },
    // Waiting for a rebuild's page and indexing a chunk both take seconds, not the 5 s default's margin.
    { maxWait: 60_000, timeout: 10 * 60_000 },
  );
}
