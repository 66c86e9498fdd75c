import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { E2E_API_RATE_LIMIT } from "./tests/e2e/support/server-limits";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// A fresh data dir per run: the launcher starts its own embedded PostgreSQL there and seeds the demo users.
// Set once in the runner's environment so worker processes, which load this file again, reuse it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "hopper-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // The setup project signs in once per demo account and stores the sessions (tests/e2e/support/demo-sessions.ts);
  // the specs depend on it, so it runs first, also when only some spec files are named on the command line.
  projects: [
    { name: "setup", testMatch: /demo-sessions\.setup\.ts$/ },
    { name: "e2e", testMatch: "**/*.spec.ts", dependencies: ["setup"] },
  ],
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Caps, not waits: every step waits for a condition and passes as soon as it holds. On a loaded 2-core
  // machine (load average 10 and more, as CI neighbours or a developer's build make it) a page that renders in
  // 0.2 s idle can take several seconds, so the caps leave room: 60 s a test, 15 s a single expectation.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  globalTeardown: "./tests/e2e/teardown.ts",
  use: {
    baseURL: process.env.BASE_URL ?? `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    // A trace records every action's snapshots for every test and keeps only the failures'; on CI nobody can open
    // them (only the log comes back), so CI skips the recording — a few minutes of CPU on a 2-core runner.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        // The real launcher: embedded database, migrations, demo data, web and jobs.
        command: "node bin/hopper.mjs start",
        url: `http://localhost:${PORT}/`,
        cwd: process.cwd(),
        // Relative, as `npm start`'s default `.data` is: the web process works from apps/web, and must still
        // find the files the launcher seeded.
        env: {
          PORT: String(PORT),
          HOPPER_DATA_DIR: path.relative(process.cwd(), dataDir),
          NODE_ENV: "production",
          // The suite signs in as the same demo accounts from one address dozens of times in a few minutes;
          // the limits themselves are tested in modules/accounts/tests.
          AUTH_SIGN_IN_LIMIT_PER_IP: "1000",
          AUTH_SIGN_IN_LIMIT_PER_ACCOUNT: "1000",
          // …and signs up more than ten people from that one address within the hour (the tenth refused in CI).
          AUTH_SIGN_UP_LIMIT_PER_IP: "1000",
          API_RATE_LIMIT: String(E2E_API_RATE_LIMIT),
          // One JSON line per request, piped through the runner into the log, is thousands of lines nobody reads
          // and CPU the suite needs; warnings and errors still show. LOG_LEVEL set outside wins.
          LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        },
        reuseExistingServer: false,
        // A fresh build (the launcher rebuilds when sources changed) takes over 4 minutes on a loaded 2-core
        // machine before the first request, and seeding a fresh database several more under heavy load (measured:
        // 10 minutes of build plus 10 of start at load average 20); the wait covers it.
        timeout: 900_000,
        stdout: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      },
});
