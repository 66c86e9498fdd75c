// The jobs process: works every module's jobs with pg-boss. Started by `hopper start` or `hopper jobs:run`.
import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { startWorker } from "@hopper/core/jobs";
import { componentLogger } from "@hopper/core/log";
import type { JobDefinition } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

export async function runJobsProcess(): Promise<void> {
  const { DATABASE_URL } = config();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set; the jobs process needs the database.");
  const jobs: JobDefinition[] = modules.flatMap((m) => ("jobs" in m && m.jobs ? [...m.jobs] : []));
  const boss = await startWorker({ connectionString: DATABASE_URL, db: db(), jobs });
  const stop = async () => {
    componentLogger("jobs").info("stopping: running jobs finish first (at most 30 s)");
    // Graceful: running jobs finish (up to 30 s) before the process leaves.
    await boss.stop({ graceful: true, timeout: 30_000, wait: true });
    await db().$disconnect();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}
