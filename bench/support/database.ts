// The database a benchmark runs on: DATABASE_URL when set (the benchmark's own notes say what it does to it),
// else a throwaway embedded PostgreSQL in a temporary folder, removed again by stop().
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { startEmbeddedPostgres } from "../../modules/core/src/postgres/embedded";

export interface BenchDatabase {
  url: string;
  /** Stops and deletes the throwaway cluster; leaves a DATABASE_URL database alone. */
  stop(): Promise<void>;
}

/** `name` labels the temporary folder (hopper-bench-{name}-…). */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const dataDir = await mkdtemp(path.join(tmpdir(), `hopper-bench-${name}-`));
  const cluster = await startEmbeddedPostgres({ dataDir, throwaway: true });
  return {
    url: cluster.url,
    async stop() {
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
