// The public API with the rate limit shared across instances against the limiter each process kept alone before,
// over HTTP: two `hopper web` processes from the same build on one database, one of them started with the old
// in-memory limiter (bench/api/memory-only-limiter.mjs), loaded in turns so both see the same machine.
// Requests come from 1,000 client addresses (X-Forwarded-For, one trusted proxy), so syncs carry many keys.
//   node --import tsx bench/api/rate-limit-http.ts [--rounds 6] [--duration 4] [--connections 8]
// Needs a web build (`npx hopper build`). Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { allJobs } from "../../cli/src/lib/registry";
import { createDb } from "../../modules/core/src/db/client";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { benchDatabase } from "../support/database";
import { generateCatalog } from "./generate-catalog";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "6" },
    duration: { type: "string", default: "4" },
    connections: { type: "string", default: "8" },
  },
});
const ROOT = path.resolve(import.meta.dirname, "../..");
const PROJECTS = 1000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const database = await benchDatabase("rate-limit-http");
const dataDir = await mkdtemp(path.join(tmpdir(), "hopper-bench-rate-limit-http-"));
const servers: ChildProcess[] = [];
try {
  await setupDatabase(database.url, path.join(ROOT, "prisma/migrations"), allJobs());
  const db = createDb(database.url, 2);
  await generateCatalog(db, PROJECTS);
  await db.$disconnect();

  const start = async (preload: string | null) => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(ROOT, "bin/hopper.mjs"), "web"], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(preload ? { NODE_OPTIONS: `--import ${preload}` } : {}),
        DATABASE_URL: database.url,
        PORT: String(port),
        NODE_ENV: "production",
        HOPPER_DATA_DIR: dataDir,
        AUTH_SECRET: "bench-rate-limit-http-secret-0123456789",
        TRUSTED_PROXIES: "1",
        API_RATE_LIMIT: "1000000000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(child);
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(`${origin}/v2/tag/loader`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return origin;
      if (i > 240) throw new Error("the web server did not answer within 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const targets = {
    before: await start(path.join(import.meta.dirname, "memory-only-limiter.mjs")),
    after: await start(null),
  };
  const paths = {
    "GET /v2/tag/side_type (no database)": () => "/v2/tag/side_type",
    "GET /v2/project/{slug}": (n: number) => `/v2/project/bench-project-${1 + (n % PROJECTS)}`,
  };

  console.log(`\n${values.connections} connections, ${values.rounds} turns of ${values.duration} s each; medians.\n`);
  console.log("| endpoint | limiter | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|");
  for (const [name, pathOf] of Object.entries(paths)) {
    const results: Record<string, { rps: number[]; p50: number[]; p99: number[] }> = {
      before: { rps: [], p50: [], p99: [] },
      after: { rps: [], p50: [], p99: [] },
    };
    for (let round = 0; round < Number(values.rounds); round++) {
      // Turns alternate which one goes first, so a drift of the machine's load falls on both.
      const order = round % 2 ? (["after", "before"] as const) : (["before", "after"] as const);
      for (const which of order) {
        let n = 0;
        const load = await autocannon({
          url: targets[which],
          connections: Number(values.connections),
          duration: Number(values.duration),
          requests: [
            {
              setupRequest: (request) => {
                n++;
                return {
                  ...request,
                  path: pathOf(n),
                  headers: { "x-forwarded-for": `198.51.${(n % 1000) >> 8}.${n % 250}` },
                };
              },
            },
          ],
        });
        if (load.non2xx + load.errors > 0) throw new Error(`${which}: ${load.non2xx + load.errors} failed requests`);
        results[which]!.rps.push(load.requests.average);
        results[which]!.p50.push(load.latency.p50);
        results[which]!.p99.push(load.latency.p99);
      }
    }
    for (const which of ["before", "after"] as const) {
      const r = results[which]!;
      console.log(
        `| ${name} | ${which === "before" ? "in memory only (before)" : "shared (after)"} | ${median(r.rps).toFixed(0)} | ${median(r.p50)} | ${median(r.p99)} |`,
      );
    }
  }
  // The shared limiter's syncs, as stored: one row per client address and minute (the old one writes none).
  const check = createDb(database.url, 1);
  const stored = await check.rateLimitBucket.count({ where: { key: { startsWith: "api:address:" } } });
  await check.$disconnect();
  console.log(`\nrate_limit_buckets rows written by the shared limiter's syncs: ${stored}`);
} finally {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
