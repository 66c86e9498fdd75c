import { PrismaPg } from "@prisma/adapter-pg";

import { config } from "../config";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;
/** What a service receives: the client or an interactive transaction, so callers can join a transaction. */
export type DbOrTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export function createDb(url: string, poolMax = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolMax }) });
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
