import { defineConfig } from "vitest/config";

// The production stack's tests (issue 22): built images, several web instances and job workers on one external
// PostgreSQL, S3 storage, a reverse proxy and an agent. They need the web build, so `npm test` runs them after it,
// one file at a time (each starts its own stack on loopback ports).
export default defineConfig({
  test: {
    name: "stack",
    include: ["tests/stack/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    passWithNoTests: true,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
