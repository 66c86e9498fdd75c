import { randomBytes } from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";

import { resetConfigCache } from "../../modules/core/src/config";
import { createDb, disconnectDb } from "../../modules/core/src/db/client";
import { stopJobSender } from "../../modules/core/src/jobs/send";
import type { Db } from "../../modules/core/src/db/client";

export interface TestDatabase {
  url: string;
  name: string;
  /** A Prisma client on this file's own database. */
  db: Db;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Gives the calling test file its own database cloned from the migrated template, and points
 * DATABASE_URL (and so `db()`) at it for the file's duration.
 */
export function setupTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  beforeAll(async () => {
    handle.name = `hopper_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE "${handle.name}" TEMPLATE "${inject("templateDatabase")}"`);
    const url = new URL(inject("adminDatabaseUrl"));
    url.pathname = `/${handle.name}`;
    handle.url = url.toString();
    process.env.DATABASE_URL = handle.url;
    resetConfigCache();
    handle.db = createDb(handle.url, 5);
  });
  afterAll(async () => {
    await handle.db.$disconnect();
    await disconnectDb();
    await stopJobSender();
    await adminQuery(`DROP DATABASE IF EXISTS "${handle.name}" WITH (FORCE)`);
  });
  return handle;
}
