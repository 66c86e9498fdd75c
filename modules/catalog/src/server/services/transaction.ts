import type { Db, DbOrTx } from "@hopper/core/db";

// Prisma's defaults (2 s to get a connection, 5 s in all) were exceeded on a loaded test machine; the work
// inside is a few short statements, so the longer limits only matter when the database is slow.
const LIMITS = { maxWait: 10_000, timeout: 20_000 };

// Prisma 7 marks an interactive transaction's client with this scope (and gives it `$transaction` too, for nested
// transactions). Nesting is not what these services want: a caller's transaction already makes their work atomic,
// and a nested start after the caller's commit ("A start cannot be executed on a committed transaction") failed
// version uploads and invitations that publish domain events.
const TRANSACTION_SCOPE = Symbol.for("prisma.client.transaction.scope_context");

/** Whether `db` is a transaction's client rather than the pool's. */
export function isTransactionClient(db: DbOrTx): boolean {
  const scope = (db as unknown as Record<symbol, { kind?: unknown } | undefined>)[TRANSACTION_SCOPE];
  return scope?.kind === "nested";
}

/**
 * Runs `work` in a transaction: a new one on a client, or the caller's when `db` already is one (its
 * rollback then undoes this work too). Services take `DbOrTx` so callers can join them to a larger write.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return "$transaction" in db && !isTransactionClient(db) ? (db as Db).$transaction(work, LIMITS) : work(db);
}
