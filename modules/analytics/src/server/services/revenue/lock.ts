import type { DbOrTx } from "@hopper/core/db";

/**
 * Serialises everything that spends or reads-to-spend a user's balance (withdrawals, cancellations): the lock is
 * held until the caller's transaction ends, so two withdrawals racing for the same money run one after the other
 * and the second sees the first's ledger row. Call it first thing inside the transaction.
 */
export async function lockBalance(tx: DbOrTx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`revenue-balance:${userId}`}))::text`;
}
