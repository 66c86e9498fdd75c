import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDb } from "../../modules/core/src/db/client";
import { sendJob } from "../../modules/core/src/jobs";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { eventually } from "../../tests/support/eventually";
import { startLoggingProcess } from "../../tests/support/logging-process";
import type { LoggingProcess } from "../../tests/support/logging-process";
import { startHealthServer } from "../src/health-server";

const database = setupTestDatabase();
const JOB = "catalog.refresh-game-versions";

// The game-version manifest the catalogue's job reads: one version, or 503 while `manifestBroken`.
let manifestBroken = false;
let manifest: Server;
let manifestOrigin = "";
beforeAll(async () => {
  manifest = createServer((req, res) => {
    if (manifestBroken) return void res.writeHead(503).end();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ versions: [{ id: "1.99.9", type: "release", releaseTime: "2026-01-01T00:00:00Z" }] }));
  });
  await new Promise<void>((resolve) => manifest.listen(0, "127.0.0.1", resolve));
  manifestOrigin = `http://127.0.0.1:${(manifest.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => manifest.close(() => resolve())));

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// The real jobs process (jobs/src/cli.ts, what `hopper start` and the image run) with its health server on.
describe("the jobs process's /healthz and /metrics", { timeout: 120_000 }, () => {
  let jobs: LoggingProcess;
  let origin = "";
  beforeAll(async () => {
    jobs = startLoggingProcess("jobs/src/cli.ts", {
      DATABASE_URL: database.url,
      JOBS_HEALTH_PORT: "0",
      CATALOG_GAME_VERSIONS_URL: `${manifestOrigin}/ok`,
    });
    const listening = await jobs.waitFor("the health server", (line) => line.msg === "health server listening");
    origin = `http://127.0.0.1:${String(listening.port)}`;
  }, 120_000);
  afterAll(() => jobs?.stop());

  const scrape = async () => (await fetch(`${origin}/metrics`)).text();

  it("answers 200 {status: ok} once the worker works and reaches PostgreSQL", async () => {
    const response = await eventually(
      "a healthy worker",
      () => fetch(`${origin}/healthz`),
      (answer) => answer.status === 200,
    );
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });

  it("counts completed and failed runs by job name and times them", async () => {
    await jobs.waitFor("the worker's start", (line) => line.msg === "working every job type");
    const before = await scrape();
    const series = `hopper_jobs_completed_total{job="${JOB}"}`;
    expect(sample(before, series)).toBe(0);
    expect(sample(before, `hopper_jobs_failed_total{job="${JOB}"}`)).toBe(0);
    const jobId = (await sendJob(JOB, {}))!;
    await jobs.waitFor("the job's end", (line) => line.msg === "job done" && line.jobId === jobId);
    const after = await scrape();
    expect(sample(after, series)).toBe(1);
    expect(sample(after, `hopper_job_duration_seconds_count{job="${JOB}",outcome="completed"}`)).toBe(1);
    expect(sample(after, "process_cpu_user_seconds_total")).toBeGreaterThan(0);

    manifestBroken = true;
    const failing = (await sendJob(JOB, {}))!;
    await jobs.waitFor("the job's failure", (line) => line.msg.startsWith("job failed") && line.jobId === failing);
    const failed = await scrape();
    expect(sample(failed, `hopper_jobs_failed_total{job="${JOB}"}`)).toBe(1);
    expect(sample(failed, `hopper_job_duration_seconds_count{job="${JOB}",outcome="failed"}`)).toBe(1);
    expect(sample(failed, series)).toBe(1);
  });

  it("reports the waiting jobs of each queue from pg-boss's table", async () => {
    const queued = `hopper_jobs_queued{queue="${JOB}"}`;
    // The failed job above waits for its retry (5 minutes away), once pg-boss has recorded the failure.
    await eventually("the failed job back in its queue", scrape, (text) => sample(text, queued) === 1);
    expect(sample(await scrape(), `hopper_jobs_queued{queue="catalog.owner-renamed"}`)).toBe(0);
    // Deferred for an hour: waiting in the queue, not fetched by the worker meanwhile.
    for (let i = 0; i < 3; i++) await sendJob(JOB, {}, { startAfterSeconds: 3600 });
    expect(sample(await scrape(), queued)).toBe(4);
    expect(sample(await scrape(), `hopper_jobs_active{queue="${JOB}"}`)).toBe(0);
  });
});

describe("the jobs health server's answers", () => {
  it("is unavailable while the worker is not working or the database is unreachable", async () => {
    let problem: string | null = "worker starting";
    const unreachable = createDb("postgresql://hopper@127.0.0.1:1/none", 1);
    let reachable = true;
    const server = await startHealthServer({
      port: 0,
      hostname: "127.0.0.1",
      database: () => (reachable ? database.db : unreachable),
      workerProblem: () => problem,
      // Generous for a loaded test machine: the unreachable database fails at once (nothing listens on port 1).
      databaseTimeoutMs: 30_000,
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const health = async () => {
        const response = await fetch(`${origin}/healthz`);
        return { status: response.status, body: (await response.json()) as unknown };
      };
      expect(await health()).toEqual({ status: 503, body: { status: "unavailable", problems: ["worker starting"] } });
      problem = null;
      expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
      reachable = false;
      expect(await health()).toEqual({
        status: 503,
        body: { status: "unavailable", problems: ["database unreachable"] },
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unreachable.$disconnect();
    }
  });

  it("guards /metrics: loopback without METRICS_TOKEN; the bearer token once it is set", async () => {
    const token = "jobs-metrics-token-for-test";
    const server = await startHealthServer({
      port: 0,
      hostname: "127.0.0.1",
      database: () => database.db,
      workerProblem: () => null,
      metricsToken: token,
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      expect((await fetch(`${origin}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(403);
      const accepted = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(accepted.status).toBe(200);
      expect(await accepted.text()).toContain("# TYPE hopper_jobs_queued gauge");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
