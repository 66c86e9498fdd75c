import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

// The agent has its own suite (real Docker, longer timeouts) when it ships a config for it.
const agentProject = existsSync("agent/vitest.config.ts") ? ["agent/vitest.config.ts"] : [];

export default defineConfig({
  resolve: {
    // `server-only` throws outside React Server Components; under test, server code runs in plain Node.
    alias: { "server-only": new URL("./tests/setup/stubs/empty.ts", import.meta.url).pathname },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core runner, where one worker
    // kept the machine about 40% idle (measured: 122 s of CPU in 150 s for a sample of 47 files) because most
    // tests wait on PostgreSQL or a child process. Two workers there; larger machines keep the default. Per-file
    // databases (tests/setup/global-db.ts) and temp folders let files run side by side. VITEST_MAX_WORKERS=1 overrides
    // it (the CLI's --maxWorkers does not reach the projects).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "hopper",
          include: [
            "modules/**/tests/**/*.test.{ts,tsx}",
            "apps/web/tests/**/*.test.{ts,tsx}",
            "cli/tests/**/*.test.ts",
            "jobs/tests/**/*.test.ts",
            "scripts/tests/**/*.test.ts",
          ],
          // temp-check first: its teardown runs last and fails the run on hopper-* folders left in TMPDIR.
          globalSetup: ["tests/setup/temp-check.ts", "tests/setup/global-db.ts"],
          environment: "node",
          // Caps, not waits (tests wait for conditions). Tests that start a Node process or a database take
          // seconds each on a loaded 2-core machine (load average 10 to 20 measured), so the caps leave room.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...agentProject,
    ],
  },
});
