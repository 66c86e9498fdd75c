import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

import { config } from "../config";
import { registerPool } from "./direct-query";
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
  // The pool is made here so hot reads can use it without Prisma (direct-query.ts); $disconnect still ends it.
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle connection's error (the server restarting) only drops that connection, as with Prisma's own pool;
  // without a listener it would end the process before Prisma first connects and adds its own.
  pool.on("error", () => undefined);
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: false }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
  registerPool(client, pool);
  // Prisma ends a pool it was given only if it connected through it; a client whose reads all went through the
  // pool (direct-query.ts) kept its connections, and a CLI command waited for pg's idle timeout to exit.
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ending) await pool.end();
  };
  return client;
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
