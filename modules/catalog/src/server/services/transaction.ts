import type { Db, DbOrTx } from "@hopper/core/db";

/**
 * Runs `work` in a transaction: a new one on a client, or the caller's when `db` already is one (its
 * rollback then undoes this work too). Services take `DbOrTx` so callers can join them to a larger write.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? (db as Db).$transaction(work) : work(db);
}
