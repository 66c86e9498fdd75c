import type pg from "pg";

import type { PrismaClient } from "./generated/client";

// A hot read sent straight through the client's own pg pool, skipping Prisma's raw-query path (its query
// interpreter and result normalisation cost about 0.2 ms of CPU a statement; GET /v2/project answers in about 1 ms,
// bench/api/README.md). pg's default parsers give what Prisma gives for int4, text, arrays, timestamptz (Date) and
// json; bigint and numeric columns would differ (string, not BigInt/Decimal), so keep them out of such reads.
// Inside a transaction, or for a client createDb did not make, the same statement goes through Prisma.

const pools = new WeakMap<object, pg.Pool>();

/** A client or a transaction: all a direct read needs of it (typed here, not from ./client, which imports this file). */
type RawQueryable = Pick<PrismaClient, "$queryRawUnsafe">;

/** createDb's record of the pool under its client. */
export function registerPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

/** The rows of `text` with positional parameters ($1…), through the pool when `db` is a client's own. */
export async function directQuery<T>(db: RawQueryable, text: string, values: readonly unknown[]): Promise<T[]> {
  const pool = pools.get(db);
  if (pool && !pool.ending) return (await pool.query<T & pg.QueryResultRow>(text, [...values])).rows;
  return db.$queryRawUnsafe<T[]>(text, ...values);
}

/**
 * Whether statements for `db` may run side by side: a client with its own pool, not a transaction (one
 * connection) or an ending client. A large bulk read may then be split into parts answered at once.
 */
export function runsSideBySide(db: RawQueryable): boolean {
  const pool = pools.get(db);
  return pool !== undefined && !pool.ending && (pool.options.max ?? 10) > 1;
}
