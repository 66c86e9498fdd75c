import type { Db } from "../db/client";
import { componentLogger, withLogContext } from "../log";
import type { Logger } from "../log";
import type { JobDefinition } from "../module/define-job";
import { ensureQueues, PgBoss } from "./boss";
import { startLiveness } from "./liveness";
import type { LivenessOptions } from "./liveness";

export interface WorkerOptions {
  connectionString: string;
  db: Db;
  jobs: readonly JobDefinition[];
  pollingIntervalSeconds?: number;
  /** Defaults to the process logger's "jobs" component. */
  logger?: Logger;
  /** The heartbeat and reaper of killed workers' jobs (./liveness.ts); defaults: a beat every 10 s, dead after 45 s. */
  liveness?: Partial<LivenessOptions>;
}

/**
 * Starts pg-boss with maintenance and cron, creates every queue, and works every job: the payload is
 * validated with the job's schema and the handler is imported on first use. A thrown error fails the job,
 * and pg-boss retries it with the queue's back-off. Every line logged while a job runs — by the worker,
 * the handler or the services it calls — carries the job's name and id.
 */
export async function startWorker(options: WorkerOptions): Promise<PgBoss> {
  const log = options.logger ?? componentLogger("jobs");
  const boss = new PgBoss({ connectionString: options.connectionString, max: 4 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss error"));
  await boss.start();
  await ensureQueues(boss, options.jobs);
  const liveness = await startLiveness(options.db, boss, log, {
    heartbeatSeconds: options.liveness?.heartbeatSeconds ?? 10,
    deadSeconds: options.liveness?.deadSeconds ?? 45,
    onReaped: options.liveness?.onReaped,
  });
  // Every caller stops a worker through boss.stop: the beat stops with it, after running jobs ended, and the
  // worker's row goes (a clean stop is never reaped).
  const stopBoss = boss.stop.bind(boss);
  boss.stop = async (stopOptions) => {
    await stopBoss(stopOptions);
    await liveness.stop().catch((error: unknown) => log.warn({ err: error }, "could not deregister the worker"));
  };

  for (const job of options.jobs) {
    let handler: Awaited<ReturnType<JobDefinition["handler"]>>["default"] | undefined;
    const run = async (received: PgBoss.Job<unknown>[]): Promise<void> => {
      const valid: { id: string; payload: unknown }[] = [];
      for (const item of received) {
        const parsed = job.schema.safeParse(item.data);
        if (parsed.success) {
          valid.push({ id: item.id, payload: parsed.data });
          continue;
        }
        withLogContext({ job: job.name, jobId: item.id }, () =>
          log.warn({ issues: parsed.error.issues }, "payload does not match the job's schema; job failed"),
        );
        // Alone, a bad payload fails its job; in a batch it must not fail (and retry) the good ones with it.
        if (received.length === 1) throw parsed.error;
        await boss.fail(job.name, item.id, { message: parsed.error.message });
      }
      const first = valid[0];
      if (!first) return;
      // A batch runs as one job: its lines carry the first job's id and how many jobs it holds.
      const context = { job: job.name, jobId: first.id, ...(valid.length > 1 ? { batch: valid.length } : {}) };
      await withLogContext(context, async () => {
        const payload = job.batch ? job.batch.merge(valid.map((item) => item.payload)) : first.payload;
        handler ??= (await job.handler()).default;
        const started = Date.now();
        try {
          await handler(payload, {
            db: options.db,
            jobId: first.id,
            send: (name, next, sendOptions) => boss.send(name, next as object, { id: sendOptions?.id }),
          });
        } catch (error) {
          log.error(
            { err: error, durationMs: Date.now() - started },
            "job failed (pg-boss retries it while attempts are left)",
          );
          throw error;
        }
        log.info({ durationMs: Date.now() - started }, "job done");
      });
    };
    // pg-boss 10's loop waits out the polling interval after every fetch, even one that found work: one worker
    // would then run one job (or one batch) per interval. A fetch that found work wakes the loop instead, so a
    // backlog drains job after job and only an empty queue waits.
    const loop: { workerId?: string } = {};
    loop.workerId = await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: job.batch?.size ?? 1 },
      async (received) => {
        const ids = received.map((item) => item.id);
        // Recorded before the handler runs, so the reaper can fail these jobs if this process dies mid-job. Without
        // the record the job still runs; only its retry after a kill waits for the expiry.
        await liveness
          .running(job.name, ids)
          .catch((error: unknown) => log.warn({ err: error }, "could not record the running jobs"));
        if (received.length > 0 && loop.workerId) boss.notifyWorker(loop.workerId);
        try {
          await run(received);
        } finally {
          await liveness
            .finished(ids)
            .catch((error: unknown) => log.warn({ err: error }, "could not clear the running jobs"));
        }
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
  }
  log.info({ jobTypes: options.jobs.length }, "working every job type");
  return boss;
}
