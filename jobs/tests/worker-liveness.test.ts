import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDb } from "../../modules/core/src/db/client";
import type { Db } from "../../modules/core/src/db/client";
import { startWorker } from "../../modules/core/src/jobs";
import { ensureQueues } from "../../modules/core/src/jobs/boss";
import { reapDeadWorkers } from "../../modules/core/src/jobs/liveness";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { eventually } from "../../tests/support/eventually";
import { startLoggingProcess } from "../../tests/support/logging-process";
import type { LoggingProcess } from "../../tests/support/logging-process";
import { EFFECTS_TABLE_SQL, livenessJob } from "./fixtures/liveness-job";

const database = setupTestDatabase();
// Seconds, not the production 10 and 45: the proofs take seconds. Dead after 6 missed beats.
const HEARTBEAT = 0.5;
const DEAD = 3;

let sender: PgBoss;
let dir = "";
const workers: LoggingProcess[] = [];

beforeAll(async () => {
  await database.db.$executeRawUnsafe(EFFECTS_TABLE_SQL);
  sender = new PgBoss({ connectionString: database.url, max: 3, supervise: false, schedule: false });
  sender.on("error", () => undefined);
  await sender.start();
  await ensureQueues(sender, [livenessJob]);
  dir = await mkdtemp(path.join(tmpdir(), "hopper-liveness-"));
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await sender?.stop({ graceful: false, wait: true });
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A real worker process (jobs/tests/fixtures/liveness-worker.ts), once it works the queue; its pid. */
async function startWorkerProcess(): Promise<{ worker: LoggingProcess; pid: number }> {
  const worker = startLoggingProcess("jobs/tests/fixtures/liveness-worker.ts", {
    DATABASE_URL: database.url,
    JOBS_HEARTBEAT_SECONDS: String(HEARTBEAT),
    JOBS_WORKER_DEAD_SECONDS: String(DEAD),
  });
  workers.push(worker);
  const line = await worker.waitFor("the worker's start", (entry) => entry.msg === "working every job type");
  return { worker, pid: Number(line.pid) };
}

async function effects(label: string): Promise<{ kind: string; pid: number }[]> {
  return database.db.$queryRaw`SELECT kind, pid FROM liveness_effects WHERE label = ${label} ORDER BY at`;
}

async function sendJob(label: string): Promise<{ id: string; release: string }> {
  const release = path.join(dir, label);
  const id = await sender.send(livenessJob.name, { label, release });
  return { id: id!, release };
}

const jobState = async (id: string) => {
  const job = await sender.getJobById(livenessJob.name, id);
  return { state: job?.state, retryCount: job?.retryCount };
};

async function workerRows(pid: number): Promise<number> {
  const rows = await database.db.$queryRaw<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM job_workers WHERE pid = ${pid}`;
  return rows[0]!.n;
}

describe("the liveness reaper of jobs workers", { timeout: 120_000 }, () => {
  it("retries the job of a worker killed mid-job on another worker, within the dead limit, and it happens once", async () => {
    const label = `killed-${randomUUID()}`;
    const first = await startWorkerProcess();
    const job = await sendJob(label);
    await eventually(
      "the first worker's start",
      () => effects(label),
      (rows) => rows.length === 1,
    );
    expect(await effects(label)).toEqual([{ kind: "start", pid: first.pid }]);
    const second = await startWorkerProcess();

    await first.worker.stop(); // SIGKILL, mid-job: no clean stop, no fail, the job stays active
    await writeFile(job.release, "");

    // The queue's expiry is 15 minutes: completing now proves the reaper failed it for pg-boss's retry.
    await eventually(
      "the retry's end",
      () => jobState(job.id),
      (state) => state.state === "completed",
    );
    expect(await jobState(job.id)).toEqual({ state: "completed", retryCount: 1 });
    expect(await effects(label)).toEqual([
      { kind: "start", pid: first.pid },
      { kind: "start", pid: second.pid },
      { kind: "effect", pid: second.pid },
    ]);
    const reaped = await second.worker.waitFor("the reap", (line) => line.msg === "reaped");
    expect(reaped.count).toBe(1);
    // The dead worker's rows are gone; the live one is still registered.
    expect(await workerRows(first.pid)).toBe(0);
    expect(await workerRows(second.pid)).toBe(1);
    await second.worker.stop();
  });

  it("never reaps a slow worker that is alive", async () => {
    const label = `slow-${randomUUID()}`;
    const slow = await startWorkerProcess();
    const job = await sendJob(label);
    await eventually(
      "the slow worker's start",
      () => effects(label),
      (rows) => rows.length === 1,
    );
    const reaper = await startWorkerProcess();

    // The job runs for twice the dead limit (read on PostgreSQL's clock, the reaper's), with the other worker reaping.
    await eventually(
      "a run twice the dead limit",
      async () => {
        const rows = await database.db.$queryRaw<{ seconds: number }[]>`
          SELECT extract(epoch FROM now() - started_on)::float8 AS seconds FROM pgboss.job WHERE id = ${job.id}::uuid`;
        return rows[0]?.seconds ?? 0;
      },
      (seconds) => seconds > 2 * DEAD,
    );
    expect(await jobState(job.id)).toEqual({ state: "active", retryCount: 0 });
    expect(await workerRows(slow.pid)).toBe(1);

    await writeFile(job.release, "");
    await eventually(
      "the slow job's end",
      () => jobState(job.id),
      (state) => state.state === "completed",
    );
    expect(await jobState(job.id)).toEqual({ state: "completed", retryCount: 0 });
    expect(await effects(label)).toEqual([
      { kind: "start", pid: slow.pid },
      { kind: "effect", pid: slow.pid },
    ]);
    expect([...slow.worker.lines, ...reaper.worker.lines].filter((line) => line.msg === "reaped")).toEqual([]);
    await Promise.all([slow.worker.stop(), reaper.worker.stop()]);
  });

  it("fails a dead worker's job once when two reapers run at once", async () => {
    // Two connections pools, as two worker processes have.
    const pools: Db[] = [createDb(database.url, 2), createDb(database.url, 2)];
    try {
      for (let round = 0; round < 5; round++) {
        const job = await sendJob(`raced-${randomUUID()}`);
        const [fetched] = (await sender.fetch(livenessJob.name)) ?? [];
        expect(fetched?.id).toBe(job.id);
        const dead = `dead-${randomUUID()}`;
        await database.db.$executeRaw`
          INSERT INTO job_workers (id, hostname, pid, started_at, seen_at)
          VALUES (${dead}, 'gone', 1, now() - interval '1 hour', now() - interval '1 hour')`;
        await database.db.$executeRaw`
          INSERT INTO job_worker_runs (job_id, worker_id, queue) VALUES (${job.id}::uuid, ${dead}, ${livenessJob.name})`;

        const answers = await Promise.all(pools.map((db) => reapDeadWorkers(db, sender, 60)));

        expect(answers.flat().map((reaped) => reaped.jobId)).toEqual([job.id]);
        // Failed once: back in the queue for its first retry, not its second.
        expect(await jobState(job.id)).toEqual({ state: "retry", retryCount: 0 });
        const left = await database.db.$queryRaw<{ n: number }[]>`
          SELECT (SELECT count(*) FROM job_workers WHERE id = ${dead})::int
               + (SELECT count(*) FROM job_worker_runs WHERE worker_id = ${dead})::int AS n`;
        expect(left[0]!.n).toBe(0);
        await sender.deleteJob(livenessJob.name, job.id);
      }
    } finally {
      await Promise.all(pools.map((db) => db.$disconnect()));
    }
  });

  it("deletes a worker's row when it stops cleanly", async () => {
    const boss = await startWorker({ connectionString: database.url, db: database.db, jobs: [livenessJob] });
    await eventually(
      "the registration",
      () => workerRows(process.pid),
      (n) => n === 1,
    );
    await boss.stop({ graceful: true, wait: true });
    expect(await workerRows(process.pid)).toBe(0);
  });
});
