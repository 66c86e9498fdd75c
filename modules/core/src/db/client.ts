import { PrismaPg } from "@prisma/adapter-pg";

import { config } from "../config";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;
/** What a service receives: the client or an interactive transaction, so callers can join a transaction. */
export type DbOrTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * Interactive transactions may wait 10 s for a connection and run 30 s. Prisma's defaults (2 s and 5 s) rolled
 * back the search indexer's batch upsert half-way on a loaded machine; the limit is a guard against a
 * transaction left open by a bug, not a latency budget.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

export function createDb(url: string, poolMax = 10): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: poolMax }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
}

const holder = globalThis as unknown as { hopperDb?: PrismaClient };

/** The process-wide client (one pool per process; survives Next.js dev reloads). */
export function db(): PrismaClient {
  if (!holder.hopperDb) {
    const { DATABASE_URL, DATABASE_POOL_MAX } = config();
    if (!DATABASE_URL) {
      throw new Error(
        "DATABASE_URL is not set. Start Hopper with `npm start` (which runs embedded PostgreSQL) or set DATABASE_URL.",
      );
    }
    holder.hopperDb = createDb(DATABASE_URL, DATABASE_POOL_MAX);
  }
  return holder.hopperDb;
}

/** Closes the process-wide pool (CLI commands, tests). */
export async function disconnectDb(): Promise<void> {
  const client = holder.hopperDb;
  holder.hopperDb = undefined;
  await client?.$disconnect();
}
