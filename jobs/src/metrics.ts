import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { componentLogger } from "@hopper/core/log";
import type { JobDefinition } from "@hopper/core/module";
import type { PgBoss } from "@hopper/core/jobs";

// The jobs process's Prometheus metrics. Counters and the duration histogram count this worker's handler runs
// (a batch is one run; sum over workers for the site); the queue gauges read pg-boss's table at each scrape,
// so every worker reports the same, shared backlog.

const log = componentLogger("jobs");

export const jobsRegistry = new Registry();
collectDefaultMetrics({ register: jobsRegistry });

const completed = new Counter({
  name: "hopper_jobs_completed_total",
  help: "Job handler runs that finished without an error in this worker, by job name.",
  labelNames: ["job"],
  registers: [jobsRegistry],
});
const failed = new Counter({
  name: "hopper_jobs_failed_total",
  help: "Job handler runs that threw in this worker (pg-boss retries while attempts are left), by job name.",
  labelNames: ["job"],
  registers: [jobsRegistry],
});
const duration = new Histogram({
  name: "hopper_job_duration_seconds",
  help: "How long a job handler ran in this worker, in seconds, by job name and outcome.",
  labelNames: ["job", "outcome"],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [jobsRegistry],
});

const reaped = new Counter({
  name: "hopper_jobs_reaped_total",
  help: "Running jobs of dead (killed) workers that this worker failed so that pg-boss retries them.",
  registers: [jobsRegistry],
});

/** Counts the jobs this worker's reaper failed (modules/core/src/jobs/liveness.ts). */
export function countReaped(count: number): void {
  reaped.inc(count);
}

/** The same job with its handler counted and timed. */
export function instrumented(job: JobDefinition): JobDefinition {
  completed.labels({ job: job.name }).inc(0);
  failed.labels({ job: job.name }).inc(0);
  return {
    ...job,
    handler: async () => {
      const { default: run } = await job.handler();
      return {
        default: async (payload, context) => {
          const started = performance.now();
          const seconds = () => (performance.now() - started) / 1000;
          try {
            await run(payload, context);
          } catch (error) {
            failed.inc({ job: job.name });
            duration.observe({ job: job.name, outcome: "failed" }, seconds());
            throw error;
          }
          completed.inc({ job: job.name });
          duration.observe({ job: job.name, outcome: "completed" }, seconds());
        },
      };
    },
  };
}

// pg-boss's states in their enum order: created and retry wait, active runs; the rest are history.
const BACKLOG_SQL = `SELECT name, state::text AS state, count(*)::int AS count
  FROM pgboss.job WHERE state < 'completed' GROUP BY name, state`;

// One query per scrape: both gauges' collect wait for the same read; before watchQueues, there is nothing to read.
let refresh: () => Promise<void> = async () => {};
const waiting = new Gauge({
  name: "hopper_jobs_queued",
  help: "Jobs waiting in a queue (created or waiting for a retry), by queue.",
  labelNames: ["queue"],
  registers: [jobsRegistry],
  collect: () => refresh(),
});
const active = new Gauge({
  name: "hopper_jobs_active",
  help: "Jobs being worked now by any worker, by queue.",
  labelNames: ["queue"],
  registers: [jobsRegistry],
  collect: () => refresh(),
});

/** Fills the queue depth gauges from pg-boss's job table at each scrape (one grouped query), for these queues. */
export function watchQueues(boss: PgBoss, queues: readonly string[]): void {
  const known = new Set(queues);
  const read = async () => {
    let rows: { name: string; state: string; count: number }[];
    try {
      rows = (await boss.getDb().executeSql(BACKLOG_SQL, [])).rows as typeof rows;
    } catch (error) {
      // Left empty: a scrape still answers (process metrics, counters); /healthz reports the database.
      waiting.reset();
      active.reset();
      log.warn({ err: error }, "could not read the queue depths for /metrics");
      return;
    }
    for (const queue of known) {
      waiting.set({ queue }, 0);
      active.set({ queue }, 0);
    }
    for (const row of rows) {
      if (!known.has(row.name)) continue;
      if (row.state === "active") active.set({ queue: row.name }, row.count);
      else waiting.inc({ queue: row.name }, row.count);
    }
  };
  let pending: Promise<void> | undefined;
  refresh = () => (pending ??= read().finally(() => (pending = undefined)));
}
