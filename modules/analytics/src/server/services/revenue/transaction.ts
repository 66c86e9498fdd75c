import type { Db, DbOrTx } from "@hopper/core/db";

// Prisma 7 marks an interactive transaction's client with this scope (as oauth's apps/transaction.ts reads it): a
// caller's transaction already makes the work atomic, so it is joined rather than nested.
const TRANSACTION_SCOPE = Symbol.for("prisma.client.transaction.scope_context");

/** Runs `work` in a new transaction on a client (with `options`' timeouts), or in the caller's when `db` is one. */
export function inTransaction<T>(
  db: DbOrTx,
  work: (tx: DbOrTx) => Promise<T>,
  options?: { timeout?: number; maxWait?: number },
): Promise<T> {
  const scope = (db as unknown as Record<symbol, { kind?: unknown } | undefined>)[TRANSACTION_SCOPE];
  const nested = scope?.kind === "nested";
  return "$transaction" in db && !nested ? (db as Db).$transaction(work, options) : work(db);
}
