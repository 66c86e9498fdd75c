// Public API benchmark over HTTP: the production web server (`hopper web`, as `npm start` runs it) on a
// catalogue of 100,000 projects and 400,000 versions/files, loaded by autocannon; beside each endpoint,
// one client's latency through HTTP and the bare SQL doing the same work (their ratio is the API's
// overhead: routing, auth, validation, Prisma, JSON).
//   node --conditions=react-server --import tsx bench/api/run.ts [--projects 100000] [--duration 10]
//     [--connections 8] [--rounds 300] [--port 3390] [--server hopper|next] [--reuse] [--only project] [--cpu-prof DIR]
// `--server next` serves the API through Next.js's route handler (`next start`) instead, for comparison.
// Needs a web build (`npx hopper build`, made here when missing). Uses DATABASE_URL when set (its catalogue
// tables are replaced; with --reuse kept when they already hold that many projects), else a throwaway embedded
// PostgreSQL. --only runs the endpoints whose name contains one of its comma-separated words; --cpu-prof writes the web process's CPU
// profile there. Prints a Markdown table and the machine's load; not part of npm test.
import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";
import pg from "pg";

import { buildWeb, hasBuild, hasCurrentBuild, require_next } from "../../cli/src/commands/build";
import { allJobs } from "../../cli/src/lib/registry";
import { createDb } from "../../modules/core/src/db/client";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { postgresSearchEngine } from "../../modules/search/src/server/engines/postgres-engine";
import { parseSearchParams } from "../../modules/search/src/server/search-query";
import { generateSearchRows, searchHolds } from "../search/generate";
import { bareSearch } from "../search/statements";
import { catalogHolds, generateCatalog } from "./generate-catalog";
import { bareHashLookup, bareProject } from "./bare-sql";
import { benchDatabase } from "../support/database";
import { machineLine, sampleLoad } from "../support/machine";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    port: { type: "string", default: "3390" },
    server: { type: "string", default: "hopper" },
    rounds: { type: "string", default: "300" },
    reuse: { type: "boolean", default: false },
    only: { type: "string" },
    "cpu-prof": { type: "string" },
  },
});
const PROJECTS = Number(values.projects);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const ROUNDS = Number(values.rounds);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The pause after each load phase, before the next endpoint's one-client rounds. */
const SETTLE_MS = 3_000;

/** Rounds of each side taken in turn: a drift in the machine meanwhile lands on both sides alike. */
const BLOCK = 10;

/**
 * p50 and p99 of the one-client API requests and of the bare SQL, each called one at a time for `runs` rounds,
 * in alternating blocks of BLOCK rounds. Taken one side after the other, a ratio of two p50s compared two moments:
 * whatever the machine did during one side's rounds (the load phase's aftermath, a neighbour) moved the ratio.
 */
async function timeSides(
  runs: number,
  api: (round: number) => Promise<unknown>,
  bare: (round: number) => Promise<unknown>,
) {
  const times: [number[], number[]] = [[], []];
  for (let start = 0; start < runs; start += BLOCK) {
    for (const [side, fn] of [api, bare].entries()) {
      for (let round = start; round < Math.min(runs, start + BLOCK); round++) {
        const started = performance.now();
        await fn(round);
        times[side]!.push(performance.now() - started);
      }
    }
  }
  const stats = (list: number[]) => ({ p50: percentile(list, 50), p99: percentile(list, 99) });
  return { single: stats(times[0]), bare: stats(times[1]) };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/v2/tag/loader`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the web server did not answer within 60 s");
}

// One client's requests over one kept-alive connection with Node's http module: a lean client, so the
// latency is the server's, not a heavier client's (fetch() adds about a millisecond a request here).
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function send(method: string, requestPath: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${ORIGIN}${requestPath}`,
      { method, agent, headers: body ? { "content-type": "application/json" } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

interface Scenario {
  name: string;
  /** One HTTP request (round → request, so paths can vary). */
  request: (round: number) => { method: "GET" | "POST"; path: string; body?: string };
  bare: (round: number) => Promise<unknown>;
  /** False for an endpoint without database work: no bare SQL to compare with. */
  sql?: false;
}

// Teardown runs once, from `finally` or a signal: each step on its own, so one failing (a pool error while the
// cluster stops) never leaves the 2 GB of temporary folders behind.
const cleanups: (() => Promise<unknown>)[] = [];
let tornDown: Promise<void> | null = null;
function teardown(): Promise<void> {
  tornDown ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) =>
        console.error("teardown:", error instanceof Error ? error.message : error),
      );
    }
  })();
  return tornDown;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void teardown().finally(() => process.exit(130)));
}

const database = await benchDatabase("api");
cleanups.push(() => database.stop());
const url = database.url;
const hopperData = await mkdtemp(path.join(tmpdir(), "hopper-bench-api-data-"));
cleanups.push(() => rm(hopperData, { recursive: true, force: true }));
const pool = new pg.Pool({ connectionString: url, max: 4 });
// An idle client whose server goes away (the cluster stopping, 57P01) emits on the pool: without a listener
// that is an uncaught exception, and the process dies before its temporary folders are removed.
pool.on("error", (error) => console.error("bench pool:", error.message));
cleanups.push(() => pool.end());
let web: ReturnType<typeof spawn> | null = null;
cleanups.push(async () => {
  if (!web || web.exitCode !== null) return;
  const exited = new Promise((resolve) => web!.once("exit", resolve));
  web.kill("SIGTERM");
  await exited;
});
cleanups.push(async () => agent.destroy());

try {
  await setupDatabase(url, path.join(ROOT, "prisma/migrations"), allJobs());
  const db = createDb(url, 4);
  try {
    const started = Date.now();
    await postgresSearchEngine(db).ensureSchema();
    // The catalogue and the search rows are checked apart, so a run that stopped between them keeps the catalogue.
    if (values.reuse && (await catalogHolds(db, PROJECTS))) {
      console.log(`reusing the ${PROJECTS} projects already in the database`);
    } else {
      await generateCatalog(db, PROJECTS, (line) => console.log(line));
    }
    if (!values.reuse || !(await searchHolds(db, PROJECTS))) {
      await generateSearchRows(db, PROJECTS, (line) => console.log(line));
    }
    console.log(`catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.$disconnect();
  }

  // `hopper web` answers /v2 from the sources (tsx), so any build serves it; `next start` needs a current one.
  if (values.server === "next" ? !(await hasCurrentBuild()) : !hasBuild()) await buildWeb();
  const profile = values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(values["cpu-prof"])] : [];
  const command =
    values.server === "next"
      ? [...profile, require_next(), "start", "-p", String(PORT)]
      : [...profile, path.join(ROOT, "bin/hopper.mjs"), "web"];
  web = spawn(process.execPath, command, {
    cwd: values.server === "next" ? path.join(ROOT, "apps/web") : ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(PORT),
      NODE_ENV: "production",
      HOPPER_DATA_DIR: hopperData,
      // The load generator is one client address; the per-IP limit would answer 429 within a second.
      API_RATE_LIMIT: "1000000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer();

  const hashes = (
    await pool.query<{ sha1: string }>("SELECT sha1 FROM version_files ORDER BY random() LIMIT 1000")
  ).rows.map((row) => row.sha1);
  const slug = (round: number) => `bench-project-${1 + ((round * 7919) % PROJECTS)}`;
  const search = (query: Record<string, string>): Scenario => {
    const request = parseSearchParams({ limit: "20", ...query });
    return {
      name: `GET /v2/search ${new URLSearchParams(query).toString() || "(no query)"}`,
      request: () => ({ method: "GET", path: `/v2/search?${new URLSearchParams({ limit: "20", ...query })}` }),
      bare: () => bareSearch(pool, request, false),
    };
  };
  const bulkBody = JSON.stringify({ hashes, algorithm: "sha1" });
  const allScenarios: Scenario[] = [
    {
      // No database work at all: the floor of routing, the rate limiter and JSON through Next.js.
      name: "GET /v2/tag/side_type (no database)",
      request: () => ({ method: "GET", path: "/v2/tag/side_type" }),
      bare: async () => ["required", "optional", "unsupported", "unknown"],
      sql: false,
    },
    search({}),
    search({ query: "magic storage" }),
    search({ facets: '[["project_type:mod"],["categories:neoforge"],["versions:1.20.1"]]' }),
    search({ index: "downloads" }),
    {
      name: "GET /v2/project/{slug}",
      request: (round) => ({ method: "GET", path: `/v2/project/${slug(round)}` }),
      bare: (round) => bareProject(pool, slug(round)),
    },
    {
      name: "POST /v2/version_files (1,000 sha1 hashes)",
      request: () => ({ method: "POST", path: "/v2/version_files", body: bulkBody }),
      bare: () => bareHashLookup(pool, hashes),
    },
  ];
  const only = values.only?.toLowerCase().split(",");
  const scenarios = only
    ? allScenarios.filter((s) => only.some((part) => s.name.toLowerCase().includes(part)))
    : allScenarios;

  const load = sampleLoad();
  console.log(
    `\n${CONNECTIONS} connections × ${DURATION} s per endpoint; one-client and bare SQL latencies over ${ROUNDS} rounds each, in turns of ${BLOCK}.\n`,
  );
  console.log(
    "| endpoint | req/s | p50 ms | p99 ms | one client p50 ms | one client p99 ms | bare SQL p50 ms | overhead |\n|---|---|---|---|---|---|---|---|",
  );
  for (const scenario of scenarios) {
    const call = (round: number) => {
      const { method, path: requestPath, body } = scenario.request(round);
      return send(method, requestPath, body).then(({ status, text }) => {
        if (status !== 200) throw new Error(`${scenario.name}: HTTP ${status} ${text}`);
      });
    };
    let round = 0;
    const loaded = await autocannon({
      url: ORIGIN,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (request) => {
            const next = scenario.request(round++);
            return {
              ...request,
              method: next.method,
              path: next.path,
              body: next.body,
              headers: next.body ? { "content-type": "application/json" } : {},
            };
          },
        },
      ],
    });
    const failures = loaded.non2xx + loaded.errors;
    // The one-client rounds measure a warmed server at rest: the load phase first (it compiles the endpoint's code
    // path, as in a server that has been answering for a while; measured cold, right after the start, the same
    // requests took 20–30% longer), then a few seconds for its aftermath (the web process's garbage, PostgreSQL's
    // background writes) to pass instead of landing in the rounds' tail.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // Warm-up over the very rounds measured, for both sides: at 1M projects a project first read comes from disk or
    // the OS cache, and measuring the API on cold rows and the bare SQL on the rows it just warmed made the API look
    // several times slower than it is.
    await timeSides(ROUNDS, call, scenario.bare);
    const { single, bare } = await timeSides(ROUNDS, call, scenario.bare);
    console.log(
      `| ${scenario.name} | ${loaded.requests.average.toFixed(0)} | ${loaded.latency.p50} | ${loaded.latency.p99} | ${single.p50.toFixed(2)} | ${single.p99.toFixed(1)} | ${scenario.sql !== false ? `${bare.p50.toFixed(2)} | ${(single.p50 / bare.p50).toFixed(2)}×` : "— | —"} |${failures ? ` ${failures} failed` : ""}`,
    );
  }
  const { mean, max } = load.stop();
  console.log(
    `\n${PROJECTS} projects; ${machineLine()}; 1-minute load during the run: mean ${mean.toFixed(2)}, max ${max.toFixed(2)}`,
  );
} finally {
  await teardown();
}
