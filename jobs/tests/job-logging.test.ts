import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendJob } from "../../modules/core/src/jobs";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { startLoggingProcess } from "../../tests/support/logging-process";
import type { LoggingProcess } from "../../tests/support/logging-process";

const database = setupTestDatabase();
const JOB = "catalog.refresh-game-versions";

// The game-version manifest the job reads: /ok lists one version, /broken answers 503.
let manifest: Server;
let manifestOrigin = "";
beforeAll(async () => {
  manifest = createServer((req, res) => {
    if (req.url !== "/ok") return void res.writeHead(503).end();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ versions: [{ id: "1.99.9", type: "release", releaseTime: "2026-01-01T00:00:00Z" }] }));
  });
  await new Promise<void>((resolve) => manifest.listen(0, "127.0.0.1", resolve));
  manifestOrigin = `http://127.0.0.1:${(manifest.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => manifest.close(() => resolve())));

const running: LoggingProcess[] = [];
afterAll(() => Promise.all(running.map((process) => process.stop())));

/** The real jobs process (`jobs/src/cli.ts`, what `hopper start` runs) on this file's database. */
function startJobsProcess(env: Record<string, string>): LoggingProcess {
  const started = startLoggingProcess("jobs/src/cli.ts", { DATABASE_URL: database.url, ...env });
  running.push(started);
  return started;
}

// Each test starts Node processes under tsx (seconds each on a loaded machine): a wide limit, no timed assertion.
describe("the jobs process's log", { timeout: 120_000 }, () => {
  it("puts the job's name and id on every line a job writes, the handler's own lines included", async () => {
    const jobs = startJobsProcess({ LOG_LEVEL: "info", CATALOG_GAME_VERSIONS_URL: `${manifestOrigin}/ok` });
    await jobs.waitFor("the worker's start", (line) => line.msg === "working every job type");
    const jobId = (await sendJob(JOB, {}))!;
    const done = await jobs.waitFor("the job's end", (line) => line.msg === "job done" && line.jobId === jobId);
    expect(done).toMatchObject({ level: "info", component: "jobs", job: JOB });
    expect(typeof done.durationMs).toBe("number");
    // Written by the catalogue's handler through the shared logger, which knows nothing of the job.
    const handlerLine = jobs.lines.find((line) => line.msg === "game versions refreshed");
    expect(handlerLine).toMatchObject({ level: "info", component: "catalog", job: JOB, jobId, count: 1 });
    await jobs.stop();
  });

  it("honours LOG_LEVEL=warn: no info line at all, while warnings and errors still come with the job id", async () => {
    const jobs = startJobsProcess({ LOG_LEVEL: "warn", CATALOG_GAME_VERSIONS_URL: `${manifestOrigin}/broken` });
    const jobId = (await sendJob(JOB, {}))!;
    const failed = await jobs.waitFor("the job's failure", (line) => line.msg.startsWith("job failed"));
    expect(failed).toMatchObject({ level: "error", component: "jobs", job: JOB, jobId });
    expect((failed.err as { message: string }).message).toBe("Version manifest answered 503");
    const handlerLine = jobs.lines.find((line) => line.msg === "game version refresh failed");
    expect(handlerLine).toMatchObject({ level: "error", component: "catalog", job: JOB, jobId });
    // At info the process would have written "working every job type" before the job ran.
    expect(jobs.lines.filter((line) => line.level === "info" || line.level === "debug")).toEqual([]);
    expect(jobs.other).toEqual([]);
    await jobs.stop();
  });
});
