// `npm test`: every check the project has, the quickest to fail first.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The production stack (tests/stack) runs Debian's nginx and PostgreSQL server (`apt-get install -y nginx postgresql`).
const postgresServers = existsSync("/usr/lib/postgresql")
  ? readdirSync("/usr/lib/postgresql").filter((major) => existsSync(`/usr/lib/postgresql/${major}/bin/postgres`))
  : [];
const stackMissing = [
  ...(existsSync("/usr/sbin/nginx") ? [] : ["nginx"]),
  ...(postgresServers.length > 0 ? [] : ["postgresql"]),
];
// The static checks are single-threaded and independent: they run side by side (two at a time, one per core of a
// 2-core runner: 67 s one after another), the longest first, each one's output printed whole when it ends.
const staticChecks = [
  ["types", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["format", "npx", ["prettier", "--check", "--log-level", "warn", "."]],
  // The agent is its own Node package (NodeNext resolution), checked with its own settings.
  ["agent types", "npx", ["tsc", "--noEmit", "-p", "agent/tsconfig.json"]],
  ["generated files", "node", ["--import", "tsx", "scripts/gen-modules.ts", "--check"]],
  // No file or package imports itself round a loop, and no floor imports a higher one (scripts/lib/import-graph.ts).
  ["import cycles", "node", ["--import", "tsx", "scripts/check-imports.ts"]],
];
const steps = [
  ["unit and integration", "npx", ["vitest", "run"]],
  ["web build", "node", ["bin/hopper.mjs", "build"]],
];
// The production-like stack (tests/stack): after the build, which it serves.
if (stackMissing.length === 0) {
  steps.push(["production stack", "npx", ["vitest", "run", "--config", "vitest.stack.config.ts"]]);
}
if (existsSync(CHROMIUM)) steps.push(["browser", "npx", ["playwright", "test"]]);

/** Runs a step with its output kept, to print in one piece when it ends. */
function runCaptured([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // A command that cannot start (not installed) fails its step; "close" follows the error.
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (status) => {
      console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
      if (output) process.stdout.write(output);
      resolve({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Runs the checks `lanes` at a time; answers their results in the checks' order. */
async function runSideBySide(checks, lanes) {
  const results = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const at = next++;
      results[at] = await runCaptured(checks[at]);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

const results = await runSideBySide(staticChecks, 2);
for (const [name, command, args] of results.every((r) => r.ok) ? steps : []) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: process.env });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
if (!existsSync(CHROMIUM)) {
  console.log(
    `\n!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH. !!!\n`,
  );
}
if (stackMissing.length > 0) {
  console.log(
    `\n!!! PRODUCTION STACK TESTS SKIPPED: ${stackMissing.join(" and ")} not installed (apt-get install -y nginx postgresql). !!!\n`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
