// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from "node:child_process";
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
const steps = [
  ["generated files", "node", ["--import", "tsx", "scripts/gen-modules.ts", "--check"]],
  ["format", "npx", ["prettier", "--check", "--log-level", "warn", "."]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  // No file or package imports itself round a loop, and no floor imports a higher one (scripts/lib/import-graph.ts).
  ["import cycles", "node", ["--import", "tsx", "scripts/check-imports.ts"]],
  ["types", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  // The agent is its own Node package (NodeNext resolution), checked with its own settings.
  ["agent types", "npx", ["tsc", "--noEmit", "-p", "agent/tsconfig.json"]],
  ["unit and integration", "npx", ["vitest", "run"]],
  ["web build", "node", ["bin/hopper.mjs", "build"]],
];
// The production-like stack (tests/stack): after the build, which it serves.
if (stackMissing.length === 0) {
  steps.push(["production stack", "npx", ["vitest", "run", "--config", "vitest.stack.config.ts"]]);
}
if (existsSync(CHROMIUM)) steps.push(["browser", "npx", ["playwright", "test"]]);

const results = [];
for (const [name, command, args] of steps) {
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
