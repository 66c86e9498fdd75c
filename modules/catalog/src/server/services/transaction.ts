import type { Db, DbOrTx } from "@hopper/core/db";

// Prisma's defaults (2 s to get a connection, 5 s in all) were exceeded on a loaded test machine; the work
// inside is a few short statements, so the longer limits only matter when the database is slow.
const LIMITS = { maxWait: 10_000, timeout: 20_000 };

/**
 * Runs `work` in a transaction: a new one on a client, or the caller's when `db` already is one (its
 * rollback then undoes this work too). Services take `DbOrTx` so callers can join them to a larger write.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? (db as Db).$transaction(work, LIMITS) : work(db);
}
