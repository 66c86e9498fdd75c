/**
 * Lighthouse 12 (mobile preset: a mid-range phone, simulated slow 4G) on home, /mods, a project page and
 * sign-in of a running site. Prints accessibility, best practices, SEO and performance per page and the audits
 * that cost points, and exits 1 when accessibility, best practices or SEO is under 95 on any page (issue 14's
 * bar; performance is printed only: on a shared 2-core machine it measures the machine more than the site).
 *
 * Run: `npx tsx bench/lighthouse/run.ts` with the site running (BASE_URL, default http://localhost:3100;
 * CHROMIUM_PATH, default /usr/bin/chromium; LIGHTHOUSE_JSON=<file> also writes the scores as JSON).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { machineLine } from "../support/machine";
import { auditedPages, baseUrl, chromiumPath } from "./pages";

const CATEGORIES = ["accessibility", "best-practices", "seo", "performance"] as const;
type Category = (typeof CATEGORIES)[number];
const GATED: readonly Category[] = ["accessibility", "best-practices", "seo"];
const BAR = 95;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
}
interface Report {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

// The CLI of the lighthouse package this repository pins (it launches Chromium itself through CHROME_PATH).
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli/index.js");

function lighthouse(url: string): Promise<Report> {
  const args = [
    cli,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    // A loaded machine can take long for the first paint; the default 45 s gives up too early.
    "--max-wait-for-load=120000",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${err.trim()}`));
      try {
        resolve(JSON.parse(out) as Report);
      } catch (error) {
        reject(new Error(`lighthouse ${url} printed no report: ${String(error)} ${err.trim()}`));
      }
    });
  });
}

const score = (report: Report, category: Category) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

/** Audits of a category that lost points, most costly first. */
function losses(report: Report, category: Category): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id]! }))
    .filter(({ audit }) => audit.scoreDisplayMode !== "notApplicable" && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ audit }) => `${audit.id} (${audit.title})`);
}

const base = baseUrl();
const pages = await auditedPages(base);
console.log(`Lighthouse (mobile) on ${base}; ${machineLine()}\n`);
const rows: Record<string, Record<Category, number | null>> = {};
const failures: string[] = [];
for (const page of pages) {
  const report = await lighthouse(base + page.path);
  if (report.runtimeError) failures.push(`${page.path}: ${report.runtimeError.message}`);
  rows[page.path] = Object.fromEntries(CATEGORIES.map((c) => [c, score(report, c)])) as Record<Category, number | null>;
  for (const category of CATEGORIES) {
    const lost = losses(report, category);
    if (lost.length) console.log(`${page.path} ${category}: ${lost.join("; ")}`);
  }
  for (const category of GATED) {
    const value = rows[page.path]![category];
    if (value === null || value < BAR) failures.push(`${page.path} ${category} ${value ?? "no score"} < ${BAR}`);
  }
}

console.log(`\n| page | ${CATEGORIES.join(" | ")} |\n|---|${CATEGORIES.map(() => "---").join("|")}|`);
for (const [page, row] of Object.entries(rows)) {
  console.log(`| ${page} | ${CATEGORIES.map((c) => row[c] ?? "—").join(" | ")} |`);
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, `${JSON.stringify(rows, null, 2)}\n`);
if (failures.length) {
  console.error(`\nUnder ${BAR}:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
