import PgBoss from "pg-boss";

import type { DbOrTx } from "../db/client";
import { componentLogger } from "../log";
import type { JobDefinition } from "../module/define-job";

export { PgBoss };

/**
 * pg-boss settings for a process that only sends (the web app): no maintenance, no cron clock. Its errors are
 * logged: pg-boss re-emits its pool's errors (a connection the server terminated: a restart, a failover, a dropped
 * database), and an EventEmitter's 'error' without a listener throws, which would take the whole process down.
 */
export function createSendOnlyBoss(connectionString: string): PgBoss {
  const boss = new PgBoss({ connectionString, max: 2, supervise: false, schedule: false, migrate: false });
  boss.on("error", (error) => componentLogger("jobs").error({ err: error }, "pg-boss error (job sender)"));
  return boss;
}

export function queueOptions(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.name,
    policy: "standard",
    retryLimit: job.retry?.limit ?? 2,
    retryDelay: job.retry?.delaySeconds ?? 30,
    retryBackoff: job.retry?.backoff ?? true,
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
  };
}

/** Creates (or updates) the queue of every job; pg-boss 10 drops sends to queues that do not exist. */
export async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) {
    const existing = await boss.getQueue(job.name);
    if (existing) await boss.updateQueue(job.name, queueOptions(job));
    else await boss.createQueue(job.name, queueOptions(job));
    for (const event of job.subscribe ?? []) await boss.subscribe(event, job.name);
  }
}

/**
 * Lets pg-boss write its job row through a Prisma interactive transaction, so the job exists only if
 * the transaction commits (the outbox guarantee without an outbox table).
 */
export function transactionExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...(values as unknown[]));
      return { rows };
    },
  };
}
