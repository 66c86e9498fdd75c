import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { PgBoss } from "./boss";

// pg-boss 10 has no heartbeat: a job whose worker was killed stays `active` until its expiry (15 minutes by
// default) and pg-boss's maintenance fail it. Here every worker process beats in `job_workers` and lists the jobs it
// runs in `job_worker_runs`; any live worker fails the running jobs of a worker that stopped beating, through
// pg-boss's fail, so the queue's retry policy applies. Times are PostgreSQL's clock, never a host's.

export interface LivenessOptions {
  /** How often this worker beats (JOBS_HEARTBEAT_SECONDS); the reaper looks every 1.5 beats. */
  heartbeatSeconds: number;
  /** A worker not seen for this long is dead (JOBS_WORKER_DEAD_SECONDS); keep it ≥ 3 beats. */
  deadSeconds: number;
  /** Called with how many jobs a pass of this worker's reaper failed (a metrics counter). */
  onReaped?: (count: number) => void;
}

export interface ReapedJob {
  jobId: string;
  queue: string;
  workerId: string;
}

/**
 * Deletes every worker row not seen for `deadSeconds`, with its run rows, and fails those of its jobs that are still
 * active. One statement decides who reaps: when two workers reap at once, PostgreSQL's row locks hand each dead row
 * to one DELETE and the other's RETURNING is empty, so a job is failed (and retried) once.
 */
export async function reapDeadWorkers(db: Db, boss: PgBoss, deadSeconds: number): Promise<ReapedJob[]> {
  const runs = await db.$queryRaw<{ job_id: string; queue: string; worker_id: string }[]>`
    WITH dead AS (
      DELETE FROM job_workers WHERE seen_at < now() - make_interval(secs => ${deadSeconds}::float8) RETURNING id
    )
    DELETE FROM job_worker_runs AS r USING dead WHERE r.worker_id = dead.id
    RETURNING r.job_id::text AS job_id, r.queue, r.worker_id`;
  if (runs.length === 0) return [];
  // Only jobs still active: one that maintenance already failed for its expiry (state retry) must not lose a
  // second attempt to this reaper.
  const active = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM pgboss.job WHERE id = ANY(${runs.map((run) => run.job_id)}::uuid[]) AND state = 'active'`;
  const stillActive = new Set(active.map((row) => row.id));
  const reaped = runs.filter((run) => stillActive.has(run.job_id));
  for (const run of reaped) {
    await boss.fail(run.queue, run.job_id, {
      message: "the worker running this job stopped beating (killed?); retried",
    });
  }
  return reaped.map((run) => ({ jobId: run.job_id, queue: run.queue, workerId: run.worker_id }));
}

export interface WorkerLiveness {
  readonly id: string;
  /** Records that this worker runs these jobs (before the handler starts). */
  running(queue: string, jobIds: readonly string[]): Promise<void>;
  /** The handler ended (done or thrown): the jobs are pg-boss's to track again. */
  finished(jobIds: readonly string[]): Promise<void>;
  /** Stops beating and reaping, and deletes this worker's rows (a clean stop). */
  stop(): Promise<void>;
}

/** Registers this process as a worker, then beats and reaps on timers until `stop`. */
export async function startLiveness(
  db: Db,
  boss: PgBoss,
  log: Logger,
  options: LivenessOptions,
): Promise<WorkerLiveness> {
  const id = randomUUID();
  const beat = async () => {
    // An upsert: a worker that was reaped (paused past the limit) comes back, and says so.
    const [row] = await db.$queryRaw<{ inserted: boolean }[]>`
      INSERT INTO job_workers (id, hostname, pid) VALUES (${id}, ${hostname()}, ${process.pid})
      ON CONFLICT (id) DO UPDATE SET seen_at = now() RETURNING (xmax = 0) AS inserted`;
    return row?.inserted ?? false;
  };
  await beat();
  let registered = true;
  let beating: Promise<unknown> | undefined;
  const heartbeat = setInterval(() => {
    beating = beat().then(
      (inserted) => {
        if (inserted && registered) log.warn({ workerId: id }, "this worker was reaped as dead and beats again");
      },
      (error: unknown) => log.warn({ err: error }, "worker heartbeat failed"),
    );
  }, options.heartbeatSeconds * 1000);
  let reaping: Promise<void> | undefined;
  const reaper = setInterval(() => {
    reaping ??= reapDeadWorkers(db, boss, options.deadSeconds)
      .then((reaped) => {
        if (reaped.length === 0) return;
        options.onReaped?.(reaped.length);
        const workers = [...new Set(reaped.map((job) => job.workerId))];
        log.warn({ workers, jobs: reaped.map((job) => job.jobId) }, "failed the jobs of dead workers for a retry");
      })
      .catch((error: unknown) => log.warn({ err: error }, "reaping dead workers failed"))
      .finally(() => (reaping = undefined));
  }, options.heartbeatSeconds * 1500);
  heartbeat.unref();
  reaper.unref();
  log.info({ workerId: id }, "worker registered");

  return {
    id,
    async running(queue, jobIds) {
      // A job retried after its expiry may still have a row of the worker that lost it: it is this worker's now.
      await db.$executeRaw`
        INSERT INTO job_worker_runs (job_id, worker_id, queue)
        SELECT unnest(${[...jobIds]}::uuid[]), ${id}, ${queue}
        ON CONFLICT (job_id) DO UPDATE SET worker_id = excluded.worker_id, queue = excluded.queue`;
    },
    async finished(jobIds) {
      await db.$executeRaw`
        DELETE FROM job_worker_runs WHERE job_id = ANY(${[...jobIds]}::uuid[]) AND worker_id = ${id}`;
    },
    async stop() {
      registered = false;
      clearInterval(heartbeat);
      clearInterval(reaper);
      // A beat in flight would otherwise write the row again after the DELETE below.
      await Promise.all([reaping, beating]);
      await db.$executeRaw`DELETE FROM job_worker_runs WHERE worker_id = ${id}`;
      await db.$executeRaw`DELETE FROM job_workers WHERE id = ${id}`;
    },
  };
}
