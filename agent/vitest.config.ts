import { defineConfig } from "vitest/config";

// Agent tests drive a real Docker engine and real agent processes: they are slow and share the
// engine, so files run one after another with generous timeouts.
export default defineConfig({
  test: {
    name: "agent",
    root: import.meta.dirname,
    include: ["tests/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: "forks",
  },
});
