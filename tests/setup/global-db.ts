// Vitest global setup: one PostgreSQL for the whole run (embedded unless DATABASE_URL is set), with a
// migrated template database that every test file clones (`CREATE DATABASE … TEMPLATE …` takes ~100 ms),
// so files run in parallel without sharing rows.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import type { TestProject } from "vitest/node";

import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { startEmbeddedPostgres } from "../../modules/core/src/postgres/embedded";
import { allJobs } from "../../cli/src/lib/registry";

export const TEMPLATE_DB = `hopper_template_${process.pid}`;

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  let dataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), "hopper-test-pg-"));
    const started = await startEmbeddedPostgres({ dataDir, throwaway: true });
    stopEmbedded = started.stop;
    adminUrl = started.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}"`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();
  await setupDatabase(withDatabase(adminUrl, TEMPLATE_DB), path.resolve("prisma/migrations"), allJobs());

  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE_DB);

  return async () => {
    if (external) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
      await client.end();
    }
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
