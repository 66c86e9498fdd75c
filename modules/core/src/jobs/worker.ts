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
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: job.batch?.size ?? 1 },
      async (received) => {
        const valid: { id: string; payload: unknown }[] = [];
        for (const item of received) {
          const parsed = job.schema.safeParse(item.data);
          if (parsed.success) valid.push({ id: item.id, payload: parsed.data });
          // Alone, a bad payload fails its job; in a batch it must not fail (and retry) the good ones with it.
          else if (received.length === 1) throw parsed.error;
          else await boss.fail(job.name, item.id, { message: parsed.error.message });
        }
        const first = valid[0];
        if (!first) return;
        const payload = job.batch ? job.batch.merge(valid.map((item) => item.payload)) : first.payload;
        handler ??= (await job.handler()).default;
        const started = Date.now();
        await handler(payload, {
          db: options.db,
          jobId: first.id,
          send: (name, next) => boss.send(name, next as object),
        });
        const count = valid.length > 1 ? ` (${valid.length} jobs)` : "";
        log(`[jobs] ${job.name} ${first.id}${count} done in ${Date.now() - started} ms`);
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
  }
  log(`[jobs] working ${options.jobs.length} job type(s)`);
  return boss;
}
