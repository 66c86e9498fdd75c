// `npm test`: every check the project has. The quick static checks run first, one after another, and stop at
// the first failure. Then the two long halves run side by side: the unit and integration suite, and the web
// build followed by the browser suite. Each half waits on a database, a server or a browser much of the time,
// so on a 2-core machine the two together take little longer than the browser half alone (CI stays within its
// 30-minute budget), and every run also shows that the suites pass on a loaded machine (issue 13).
// TEST_SERIAL=1 runs the halves one after the other instead, each printing as it goes.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);

const staticSteps = [
  ["generated files", "node", ["--import", "tsx", "scripts/gen-modules.ts", "--check"]],
  ["format", "npx", ["prettier", "--check", "--log-level", "warn", "."]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  // No file or package imports itself round a loop, and no floor imports a higher one (scripts/lib/import-graph.ts).
  ["import cycles", "node", ["--import", "tsx", "scripts/check-imports.ts"]],
  ["types", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  // The agent is its own Node package (NodeNext resolution), checked with its own settings.
  ["agent types", "npx", ["tsc", "--noEmit", "-p", "agent/tsconfig.json"]],
];
const unitHalf = [["unit and integration", "npx", ["vitest", "run"]]];
const browserHalf = [["web build", "node", ["bin/hopper.mjs", "build"]]];
if (hasChromium) browserHalf.push(["browser", "npx", ["playwright", "test"]]);

const results = [];

/** Runs one step; `logFile` set, its output goes there instead of the terminal. */
function run([name, command, args], logFile) {
  const banner = `\n=== ${name}: ${command} ${args.join(" ")}`;
  console.log(logFile ? `${banner} (output in ${logFile}, printed when it ends)` : banner);
  const started = Date.now();
  const out = logFile ? openSync(logFile, "a") : "inherit";
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", out, out], env: process.env });
    child.on("close", (status) => {
      const result = { name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
      results.push(result);
      resolve(result);
    });
  });
}

/** Runs steps in order, stopping at the first failure. */
async function chain(steps, logFile) {
  for (const step of steps) if (!(await run(step, logFile)).ok) return false;
  return true;
}

function summary() {
  console.log("\n=== summary");
  for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
  if (!hasChromium) {
    console.log(
      `\n!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH. !!!\n`,
    );
  }
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

if (!(await chain(staticSteps))) summary();

if (process.env.TEST_SERIAL === "1") {
  if (await chain(unitHalf)) await chain(browserHalf);
  summary();
}

// The browser half prints as it goes; the unit half's output waits in a file and is printed whole when it ends,
// so neither's report is cut into the other's. A failed unit half's end is printed again before the summary,
// so its failures are in the last lines of the log, as the browser half's are.
const logDir = mkdtempSync(path.join(tmpdir(), "test-output-"));
const unitLog = path.join(logDir, "unit-and-integration.log");
const started = Date.now();
const [unitOk] = await Promise.all([
  chain(unitHalf, unitLog).then((ok) => {
    console.log(`\n=== unit and integration: its output (${ok ? "passed" : "FAILED"})\n`);
    console.log(readFileSync(unitLog, "utf8"));
    return ok;
  }),
  chain(browserHalf),
]);
if (!unitOk) {
  const lines = readFileSync(unitLog, "utf8").split("\n");
  console.log(`\n=== unit and integration FAILED: the last ${Math.min(lines.length, 250)} lines of its output again\n`);
  console.log(lines.slice(-250).join("\n"));
}
rmSync(logDir, { recursive: true, force: true });
console.log(`\nthe two halves side by side took ${((Date.now() - started) / 1000).toFixed(1)} s`);
summary();
