import path from "node:path";

import { config } from "@hopper/core/config";
import { componentLogger } from "@hopper/core/log";
import type { EmbeddedDatabase } from "@hopper/core/postgres/embedded";
import { startEmbeddedPostgres } from "@hopper/core/postgres/embedded";

import { readRuntime } from "./runtime-file";

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** The cluster this command started (not one a running `hopper start` owns): the launcher supervises it. */
  cluster?: EmbeddedDatabase;
  stop: () => Promise<void>;
}

/**
 * The database a command works on: DATABASE_URL when set; else the embedded cluster of a running
 * `hopper start`; else the embedded cluster in the data dir, started for this command only.
 */
export async function openDatabase(log?: (line: string) => void): Promise<DatabaseHandle> {
  const { DATABASE_URL, HOPPER_DATA_DIR, HOPPER_SYSTEM_DIR } = config();
  if (DATABASE_URL) return { url: DATABASE_URL, embedded: false, stop: async () => undefined };
  const running = await readRuntime(HOPPER_DATA_DIR);
  if (running?.databaseUrl) return { url: running.databaseUrl, embedded: true, stop: async () => undefined };
  const started = await startEmbeddedPostgres({
    dataDir: path.join(HOPPER_DATA_DIR, "postgres"),
    systemDir: HOPPER_SYSTEM_DIR,
    log: log ?? ((line) => line.startsWith("stopping an orphaned") && componentLogger("postgres").info(line)),
  });
  return { url: started.url, embedded: true, cluster: started, stop: started.stop };
}

/** Runs `work` with DATABASE_URL pointing at the opened database, then releases it. */
export async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const handle = await openDatabase();
  process.env.DATABASE_URL = handle.url;
  const { resetConfigCache } = await import("@hopper/core/config");
  resetConfigCache();
  try {
    return await work(handle.url);
  } finally {
    const { disconnectDb } = await import("@hopper/core/db");
    await disconnectDb();
    await handle.stop();
  }
}
