import { ensureQueues, PgBoss } from "../jobs/boss";
import { componentLogger } from "../log";
import type { JobDefinition } from "../module/define-job";
import { applyMigrations } from "./migrate";

/** Brings a database up to date: schema migrations, pg-boss's own schema, and a queue per job. */
export async function setupDatabase(
  url: string,
  migrationsDir: string,
  jobs: readonly JobDefinition[],
): Promise<string[]> {
  const applied = await applyMigrations(url, migrationsDir);
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  boss.on("error", (error) => componentLogger("setup").error({ err: error }, "pg-boss error"));
  await boss.start();
  try {
    await ensureQueues(boss, jobs);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  return applied;
}
