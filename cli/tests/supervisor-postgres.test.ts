// The launcher's PostgreSQL service under the supervisor, with a real embedded cluster: after kill -9 of the
// postmaster, PostgreSQL starts again on the same port and data, then what needs it (the browser test
// tests/e2e/launcher/supervision.spec.ts does the same through `hopper start` and the site).
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";

import type { EmbeddedDatabase } from "../../modules/core/src/postgres/embedded";
import { startEmbeddedPostgres } from "../../modules/core/src/postgres/embedded";
import { fileTempDir } from "../../tests/support/temp-dir";
import type { Supervisor } from "../src/lib/supervisor";
import { supervise } from "../src/lib/supervisor";

const dataDir = fileTempDir("hopper-supervised-pg-");
let cluster: EmbeddedDatabase | undefined;
let supervisor: Supervisor | undefined;

afterAll(async () => {
  await supervisor?.stop();
  await cluster?.stop();
});

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.query("SELECT 1 AS one")).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

describe("a supervised embedded PostgreSQL", () => {
  it("comes back after kill -9 of the postmaster, before the process that needs it", { timeout: 120_000 }, async () => {
    const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), throwaway: true });
    cluster = db;
    let first: ChildProcess | null = db.process();
    const lines: string[] = [];
    const log = {
      info: (_: object, line: string) => lines.push(line),
      warn: (_: object, line: string) => lines.push(line),
    };
    supervisor = supervise(
      [
        {
          name: "postgres",
          start: async () => {
            const running = first;
            first = null;
            return running ?? db.restart();
          },
          stop: () => db.stop(),
        },
        {
          name: "app",
          needs: ["postgres"],
          start: async () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }),
        },
      ],
      { log, backoff: { initialMs: 100, maxMs: 2000, stableMs: 60_000 } },
    );
    await supervisor.start();
    const before = supervisor.pids();
    expect(await answers(db.url)).toBe(true);

    process.kill(before.postgres!, "SIGKILL");
    await vi.waitFor(
      async () => {
        const now = supervisor!.pids();
        expect(now.postgres).toBeDefined();
        expect(now.postgres).not.toBe(before.postgres);
        expect(now.app).toBeDefined();
        expect(now.app).not.toBe(before.app);
        expect(await answers(db.url)).toBe(true);
      },
      { timeout: 90_000, interval: 250 },
    );
    expect(lines[0]).toBe("postgres exited (SIGKILL)");
    expect(lines.indexOf(`postgres restarted (pid ${supervisor.pids().postgres})`)).toBeLessThan(
      lines.indexOf("app started again"),
    );
  });
});
