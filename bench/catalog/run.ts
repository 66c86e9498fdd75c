/**
 * Catalogue benchmark: server render time of a project page (p50/p99) and download throughput of a 50 MB file
 * through Hopper's /data route, side by side with a bare Node `http` server reading the same file from disk.
 *
 * Run: `npx tsx bench/catalog/run.ts` (not part of the test run). It starts its own embedded PostgreSQL and a real
 * `hopper start` (production build, demo seed) on BENCH_PORT (default 3200) in a temporary data directory, and
 * removes that directory when done (also after a failure or Ctrl-C). The demo seed is its catalogue: it generates
 * none, so it takes no --projects.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { strToU8, zipSync } from "fflate";

import { machineLine } from "../support/machine";
import { percentile } from "../support/percentile";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://localhost:${PORT}`;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 300);
const DOWNLOAD_RUNS = Number(process.env.BENCH_DOWNLOAD_RUNS ?? 10);
const FILE_BYTES = 50 * 1000 * 1000;

const dataDir = mkdtempSync(path.join(tmpdir(), "hopper-bench-catalog-"));
process.env.HOPPER_DATA_DIR = dataDir;

const { startEmbeddedPostgres } = await import("../../modules/core/src/postgres/embedded");
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), throwaway: true });
process.env.DATABASE_URL = database.url;

const server = spawn("node", ["bin/hopper.mjs", "start"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOPPER_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    NODE_ENV: "production",
  },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
server.stdout.on("data", () => {});
// The last of its error output, to say why when it stops before answering (no web build, say).
let serverErrors = "";
server.stderr.on("data", (chunk: Buffer) => {
  serverErrors = (serverErrors + chunk.toString()).slice(-2000);
});
const serverExited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

/** True while any process of the server's group (hopper start, its web process, its jobs worker) is alive. */
function groupAlive(): boolean {
  try {
    process.kill(-server.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `hopper start` and waits until its whole process group is gone: the jobs worker's pg-boss and pools must
 * be closed before PostgreSQL stops, or they see their connections terminated (57P01) and log errors. After 20 s
 * the group is killed.
 */
async function stopServer(): Promise<void> {
  if (!groupAlive()) return;
  // The supervisor alone is signalled: it stops its children in order and exits after them.
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await serverExited;
  }
  for (let waited = 0; groupAlive() && waited < 20_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive()) process.kill(-server.pid!, "SIGKILL");
}

// Ctrl-C or a kill still stops the server, PostgreSQL and removes the temporary directory (about 120 MB).
let cleaned: Promise<void> | undefined;
const cleanUp = () =>
  (cleaned ??= (async () => {
    await stopServer().catch((error: unknown) => console.error("stopping hopper start:", error));
    await database.stop().catch((error: unknown) => console.error("stopping PostgreSQL:", error));
    await rm(dataDir, { recursive: true, force: true });
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function waitUntilReady(deadline = Date.now() + 600_000) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`hopper start exited before answering:\n${serverErrors}`);
    }
    const ok = await fetch(`${BASE}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("hopper start did not answer in time");
}

async function timeDownloads(url: string, runs: number): Promise<{ mbPerSecond: number; bytes: number }> {
  let bytes = 0;
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    const response = await fetch(url, { headers: { "x-forwarded-for": `198.51.100.${run}` } });
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { mbPerSecond: bytes / 1e6 / seconds, bytes };
}

let db: { $disconnect(): Promise<void> } | undefined;
try {
  await waitUntilReady();
  const { createDb } = await import("../../modules/core/src/db/client");
  const { resetConfigCache } = await import("../../modules/core/src/config");
  resetConfigCache();
  const client = createDb(database.url, 4);
  db = client;
  const { createProject } = await import("../../modules/catalog/src/server/services/projects/project-create");
  const { createVersion } = await import("../../modules/catalog/src/server/services/versions/version-create");
  const { fileUrl } = await import("../../modules/catalog/src/server/services/versions/version-file-keys");

  // Page render: a seeded project with a description, several versions and a team.
  const project = await client.project.findFirstOrThrow({
    where: { status: "approved" },
    orderBy: { published: "asc" },
  });
  const pageUrl = `${BASE}/${project.projectType}/${project.slug}`;
  const first = await fetch(pageUrl, { redirect: "manual" });
  const target =
    first.status >= 300 && first.status < 400 ? new URL(first.headers.get("location")!, BASE).toString() : pageUrl;
  for (let run = 0; run < 20; run++) await (await fetch(target)).text();
  const timings: number[] = [];
  for (let run = 0; run < PAGE_RUNS; run++) {
    const started = performance.now();
    const response = await fetch(target);
    await response.text();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`page answered ${response.status}`);
  }
  timings.sort((a, b) => a - b);

  // Download: a 50 MB resource pack (one stored, incompressible entry) uploaded through the service.
  const owner = await client.user.findUniqueOrThrow({ where: { usernameKey: "demo-creator" } });
  const actor = { userId: owner.id, role: owner.role };
  const big = await createProject(client, actor, {
    name: "Bench pack",
    slug: `bench-${Date.now()}`,
    projectType: "resourcepack",
    summary: "50 MB download benchmark",
  });
  const bytes = zipSync({
    "pack.mcmeta": strToU8(JSON.stringify({ pack: { pack_format: 15, description: "bench" } })),
    "assets/blob.bin": [randomBytes(FILE_BYTES), { level: 0 }],
  });
  const version = await createVersion(client, actor, big.id, {
    versionNumber: "1.0",
    loaders: ["minecraft"],
    gameVersions: ["1.21.1"],
    files: [{ filename: "bench.zip", body: bytes }],
  });
  const file = version.files[0]!;
  const hopperUrl = `${BASE}${fileUrl(big.id, version.id, "bench.zip")}`;
  const diskPath = path.join(dataDir, "cdn", file.storageKey);
  const size = (await stat(diskPath)).size;

  const bare = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/zip", "Content-Length": size });
    createReadStream(diskPath).pipe(response);
  });
  await new Promise<void>((resolve) => bare.listen(0, resolve));
  const bareUrl = `http://localhost:${(bare.address() as AddressInfo).port}/bench.zip`;

  await timeDownloads(hopperUrl, 1);
  await timeDownloads(bareUrl, 1);
  const hopper = await timeDownloads(hopperUrl, DOWNLOAD_RUNS);
  const node = await timeDownloads(bareUrl, DOWNLOAD_RUNS);
  bare.close();

  console.log(machineLine());
  console.log(
    `project page ${new URL(target).pathname}: p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms (${PAGE_RUNS} sequential requests)`,
  );
  console.log(`download of ${(size / 1e6).toFixed(1)} MB x ${DOWNLOAD_RUNS}:`);
  console.log(`  hopper /data route : ${hopper.mbPerSecond.toFixed(0)} MB/s`);
  console.log(`  bare node http     : ${node.mbPerSecond.toFixed(0)} MB/s`);
  console.log(`  ratio hopper/bare  : ${(hopper.mbPerSecond / node.mbPerSecond).toFixed(2)}`);
} finally {
  await db?.$disconnect().catch(() => undefined);
  // The upload above published events through this process's own send-only pg-boss (createVersion → publishEvent):
  // it too must stop before PostgreSQL does, or it logs the 57P01 of its terminated connection.
  const { stopJobSender } = await import("../../modules/core/src/jobs");
  await stopJobSender().catch(() => undefined);
  await cleanUp();
}
