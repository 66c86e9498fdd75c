import type { Db } from "../db/client";
import type { JobDefinition } from "../module/define-job";
import { ensureQueues, PgBoss } from "./boss";

export interface WorkerOptions {
  connectionString: string;
  db: Db;
  jobs: readonly JobDefinition[];
  pollingIntervalSeconds?: number;
  log?: (line: string) => void;
}

/**
 * Starts pg-boss with maintenance and cron, creates every queue, and works every job: the payload is
 * validated with the job's schema and the handler is imported on first use. A thrown error fails the job,
 * and pg-boss retries it with the queue's back-off.
 */
export async function startWorker(options: WorkerOptions): Promise<PgBoss> {
  const log = options.log ?? ((line: string) => console.log(line));
  const boss = new PgBoss({ connectionString: options.connectionString, max: 4 });
  boss.on("error", (error) => log(`[jobs] pg-boss error: ${String(error)}`));
  await boss.start();
  await ensureQueues(boss, options.jobs);

  for (const job of options.jobs) {
    let handler: Awaited<ReturnType<JobDefinition["handler"]>>["default"] | undefined;
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([received]) => {
        if (!received) return;
        const payload: unknown = job.schema.parse(received.data);
        handler ??= (await job.handler()).default;
        const started = Date.now();
        await handler(payload, {
          db: options.db,
          jobId: received.id,
          send: (name, next) => boss.send(name, next as object),
        });
        log(`[jobs] ${job.name} ${received.id} done in ${Date.now() - started} ms`);
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
  }
  log(`[jobs] working ${options.jobs.length} job type(s)`);
  return boss;
}
