/**
 * Project page with a 50 KB description, answered by the production web process (`hopper web`, the built app)
 * over real HTTP, one client, no render cache in play: the page reads the HTML stored at save time
 * (docs/markdown.md "Stored HTML"). Then it shows the web process is not blocked while a stale description
 * renders: a cheap API request sent while the stale page renders in a worker thread answers at once.
 *
 * Run (not part of the test run; needs a web build, `npx hopper build`):
 *   npx tsx bench/markdown/page-with-long-description.ts [--projects 1000] [--runs 300] [--reuse]
 * With DATABASE_URL it uses that database (adds background projects up to --projects unless --reuse finds that
 * many, plus one bench project it deletes again); else a throwaway embedded cluster, removed at the end.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { benchDatabase } from "../support/database";
import { machineLine, sampleLoad } from "../support/machine";
import { buildSampleDescription } from "./sample-description";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "1000" },
    runs: { type: "string", default: "300" },
    "stale-runs": { type: "string", default: "10" },
    reuse: { type: "boolean", default: false },
  },
});
const PROJECTS = Number(values.projects);
const RUNS = Number(values.runs);
const STALE_RUNS = Number(values["stale-runs"]);
const PORT = Number(process.env.BENCH_PORT ?? 3217);
const BASE = `http://127.0.0.1:${PORT}`;

const dataDir = await mkdtemp(path.join(tmpdir(), "hopper-bench-markdown-"));
const database = await benchDatabase("markdown");
// The bench process renders at save time with the web process's configuration, so both compute one render key.
Object.assign(process.env, {
  DATABASE_URL: database.url,
  HOPPER_DATA_DIR: dataDir,
  PORT: String(PORT),
  NODE_ENV: "production",
  // The cheap request is asked hundreds of times a minute from one client: no rate limit in the figures.
  API_RATE_LIMIT: "1000000000",
  // One secret for both processes (it signs proxied image URLs, so it is part of the render key).
  AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-markdown-secret-0123456789abcdef0123456789",
});

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} runs)`;
};

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("node", ["bin/hopper.mjs", ...args], {
      env: process.env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`hopper ${args[0]} exited with ${code}`))));
  });
}

async function waitUntilReady(deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/v2/tag/loader`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("hopper web did not answer in time");
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

await run(["migrate"]);
const web = spawn("node", ["../../bin/hopper.mjs", "web"], {
  cwd: path.resolve("apps/web"),
  env: process.env,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stopWeb = () => {
  if (web.exitCode === null) process.kill(-web.pid!, "SIGTERM");
};

// The configuration was read before the variables above were set (the embedded cluster reads it).
const { resetConfigCache } = await import("../../modules/core/src/config");
resetConfigCache();
const { createDb } = await import("../../modules/core/src/db/client");
const { stopJobSender } = await import("../../modules/core/src/jobs");
const { newId } = await import("../../modules/core/src/db");
const { siteMarkdown } = await import("../../modules/core/src/markdown");
const { createProject } = await import("../../modules/catalog/src/server/services/projects/project-create");
const { updateProject } = await import("../../modules/catalog/src/server/services/projects/project-update");
const db = createDb(database.url, 4);
let projectId: string | undefined;
let shortId: string | undefined;
let ownerId: string | undefined;

try {
  // Background catalogue: cheap rows so the projects table has the size asked for (the page reads by key).
  const existing = await db.project.count();
  // --reuse: a database that already holds that many projects is used as it is (the check below).
  if (existing < PROJECTS) {
    for (let from = existing; from < PROJECTS; from += 50_000) {
      const to = Math.min(PROJECTS, from + 50_000) - 1;
      await db.$executeRawUnsafe(
        `INSERT INTO teams (id) SELECT 'T' || lpad(i::text, 7, '0') FROM generate_series(${from}, ${to}) AS i ON CONFLICT DO NOTHING`,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO projects (id, slug, slug_key, project_type, name, summary, body, team_id, status)
         SELECT 'M' || lpad(i::text, 7, '0'), 'bg-' || i, 'bg-' || i, 'mod', 'Background ' || i, 'A background project',
                'Short *description* ' || i, 'T' || lpad(i::text, 7, '0'), 'approved'
         FROM generate_series(${from}, ${to}) AS i ON CONFLICT DO NOTHING`,
      );
    }
    await db.$executeRawUnsafe("ANALYZE projects");
  }
  await waitUntilReady();

  ownerId = newId();
  const username = `bench${ownerId.toLowerCase()}`;
  await db.user.create({ data: { id: ownerId, username, usernameKey: username, role: "user" } });
  const actor = { userId: ownerId, role: "user" as const };
  const slug = `bench-long-${Date.now().toString(36)}`;
  const project = await createProject(db, actor, {
    name: "Long description",
    slug,
    projectType: "mod",
    summary: "50 KB",
  });
  projectId = project.id;
  const source = buildSampleDescription();
  const saveStarted = performance.now();
  await updateProject(db, actor, project.id, { body: source }); // rendered and stored here, in a worker thread
  const saveMs = performance.now() - saveStarted;
  await db.project.update({ where: { id: project.id }, data: { status: "approved" } });
  const stored = await db.project.findUniqueOrThrow({ where: { id: project.id }, select: { bodyHtml: true } });
  const pageUrl = `${BASE}/mod/${slug}`;

  const load = sampleLoad();
  // The same page with a one-line description, requested in turn with the long one: under load the ratio of
  // the two says what the 50 KB description costs better than either figure alone.
  const short = await createProject(db, actor, {
    name: "Short description",
    slug: `${slug}-short`,
    projectType: "mod",
    summary: "short",
  });
  shortId = short.id;
  await updateProject(db, actor, short.id, { body: "A *short* description." });
  await db.project.update({ where: { id: short.id }, data: { status: "approved" } });
  const shortUrl = `${BASE}/mod/${slug}-short`;
  for (let index = 0; index < 20; index++) await timed(pageUrl);
  for (let index = 0; index < 20; index++) await timed(shortUrl);
  const page: number[] = [];
  const shortPage: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    page.push(await timed(pageUrl));
    shortPage.push(await timed(shortUrl));
  }
  const key = await db.project.findUniqueOrThrow({ where: { id: project.id }, select: { bodyHtmlKey: true } });

  // Not blocked: the description made stale (another key, a text the render cache has not seen), then the page
  // and, while it renders in a worker, a cheap API request. Baseline: the same cheap request on an idle server.
  const cheapUrl = `${BASE}/v2/tag/loader`;
  const idle: number[] = [];
  for (let index = 0; index < 50; index++) idle.push(await timed(cheapUrl));
  const stalePage: number[] = [];
  const during: number[] = [];
  for (let index = 0; index < STALE_RUNS; index++) {
    await db.project.update({
      where: { id: project.id },
      data: { body: `${source}\n\nstale render ${index} ${Date.now()}`, bodyHtmlKey: "r0.stale" },
    });
    const pageDone = timed(pageUrl).then((ms) => stalePage.push(ms));
    // Give the page request time to reach the render, then ask cheap questions until it is answered.
    await new Promise((resolve) => setTimeout(resolve, 30));
    let finished = false;
    void pageDone.then(() => (finished = true));
    while (!finished) during.push(await timed(cheapUrl));
    await pageDone;
  }
  const mainThread = performance.now();
  siteMarkdown().renderUncached(`${source}\n\nmain thread`);
  const mainThreadMs = performance.now() - mainThread;
  const { mean, max } = load.stop();

  console.log(machineLine());
  console.log(`projects: ${(await db.project.count()).toLocaleString("en-US")}`);
  console.log(
    `description: ${(source.length / 1024).toFixed(1)} KiB of Markdown → ${((stored.bodyHtml?.length ?? 0) / 1024).toFixed(1)} KiB of stored HTML (save with render: ${saveMs.toFixed(0)} ms)`,
  );
  console.log(`page, stored HTML (GET ${new URL(pageUrl).pathname}): ${summary(page)}`);
  console.log(`same page, one-line description, in turn:      ${summary(shortPage)}`);
  const median = (timings: number[]) =>
    percentile(
      [...timings].sort((a, b) => a - b),
      50,
    );
  console.log(`ratio of the p50s (50 KB / one line): ${(median(page) / median(shortPage)).toFixed(2)}`);
  console.log(`stored key unchanged by the page views: ${key.bodyHtmlKey === siteMarkdown().renderKey}`);
  console.log(`page, stale HTML rendered in a worker: ${summary(stalePage)}`);
  console.log(`cheap request (GET /v2/tag/loader), idle server:            ${summary(idle)}`);
  console.log(`cheap request while a stale 50 KB description renders:      ${summary(during)}`);
  console.log(`(the same render on one thread takes ${mainThreadMs.toFixed(0)} ms: what every request would wait)`);
  console.log(`load average during the run: mean ${mean.toFixed(2)}, max ${max.toFixed(2)}`);
} finally {
  for (const id of [projectId, shortId]) {
    if (id) await db.project.delete({ where: { id } }).catch(() => undefined);
  }
  if (ownerId) await db.user.delete({ where: { id: ownerId } }).catch(() => undefined);
  stopWeb();
  await new Promise((resolve) => (web.exitCode === null ? web.once("exit", resolve) : resolve(null)));
  await siteMarkdown().close();
  await stopJobSender();
  await db.$disconnect();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
