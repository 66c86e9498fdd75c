import { ensureQueues, PgBoss } from "@hopper/core/jobs";
import { applyMigrations } from "@hopper/core/postgres";

import { MIGRATIONS_DIR } from "./paths";
import { allJobs } from "./registry";

/** Brings a database up to date: schema migrations, pg-boss's own schema, and every job queue. */
export async function setupDatabase(url: string): Promise<string[]> {
  const applied = await applyMigrations(url, MIGRATIONS_DIR);
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    await ensureQueues(boss, allJobs());
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  return applied;
}
