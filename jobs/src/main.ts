// The jobs process: works every module's jobs with pg-boss. Started by `hopper start` or `hopper jobs:run`.
import type { AddressInfo } from "node:net";

import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { startWorker } from "@hopper/core/jobs";
import { componentLogger } from "@hopper/core/log";
import type { JobDefinition } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

import { startHealthServer } from "./health-server";
import { countReaped, instrumented, watchQueues } from "./metrics";

export async function runJobsProcess(): Promise<void> {
  const { DATABASE_URL, JOBS_HEALTH_PORT, METRICS_TOKEN, JOBS_HEARTBEAT_SECONDS, JOBS_WORKER_DEAD_SECONDS } = config();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set; the jobs process needs the database.");
  const log = componentLogger("jobs");
  const jobs: JobDefinition[] = modules.flatMap((m) => ("jobs" in m && m.jobs ? [...m.jobs] : []));
  let state: "starting" | "working" | "stopping" = "starting";
  // The health server comes first, so a probe during start-up is answered (503, "starting") instead of refused.
  const healthServer =
    JOBS_HEALTH_PORT === undefined
      ? undefined
      : await startHealthServer({
          port: JOBS_HEALTH_PORT,
          database: db,
          workerProblem: () => (state === "working" ? null : `worker ${state}`),
          metricsToken: METRICS_TOKEN,
        });
  if (healthServer) log.info({ port: (healthServer.address() as AddressInfo).port }, "health server listening");
  const boss = await startWorker({
    connectionString: DATABASE_URL,
    db: db(),
    jobs: jobs.map(instrumented),
    liveness: {
      heartbeatSeconds: JOBS_HEARTBEAT_SECONDS,
      deadSeconds: JOBS_WORKER_DEAD_SECONDS,
      onReaped: countReaped,
    },
  });
  watchQueues(
    boss,
    jobs.map((job) => job.name),
  );
  state = "working";
  const stop = async () => {
    state = "stopping";
    log.info("stopping: running jobs finish first (at most 30 s)");
    // Graceful: running jobs finish (up to 30 s) before the process leaves.
    await boss.stop({ graceful: true, timeout: 30_000, wait: true });
    healthServer?.close();
    await db().$disconnect();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}
