// The launcher's supervisor with real child processes: back-off between restarts, dependents restarted
// after what they need, nothing restarted after stop.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";

import { afterEach, describe, expect, it, vi } from "vitest";

import type { Service, Supervisor } from "../src/lib/supervisor";
import { supervise } from "../src/lib/supervisor";

interface Line {
  level: "info" | "warn";
  fields: { service?: string; delayMs?: number; pid?: number };
  message: string;
}

const spawned: ChildProcess[] = [];
const running: Supervisor[] = [];

/** A real process: one that exits at once with `code`, or one that runs until killed. */
function node(code?: number): () => Promise<ChildProcess> {
  const script = code === undefined ? "setInterval(() => {}, 1000)" : `process.exit(${code})`;
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
      spawned.push(child);
      child.once("spawn", () => resolve(child));
      child.once("error", reject);
    });
}

function start(services: Service[], backoff: { initialMs: number; maxMs: number; stableMs: number }) {
  const lines: Line[] = [];
  const log = {
    info: (fields: object, message: string) => lines.push({ level: "info", fields, message }),
    warn: (fields: object, message: string) => lines.push({ level: "warn", fields, message }),
  };
  const supervisor = supervise(services, { log, backoff });
  running.push(supervisor);
  return { supervisor, lines };
}

const isAlive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const supervisor of running.splice(0)) await supervisor.stop();
  for (const child of spawned.splice(0)) child.kill("SIGKILL");
});

describe("supervise", () => {
  it("restarts a process that keeps dying with doubling delays up to the maximum", async () => {
    const { supervisor, lines } = start([{ name: "crashy", start: node(3) }], {
      initialMs: 10,
      maxMs: 40,
      stableMs: 60_000,
    });
    await supervisor.start();
    const delays = () => lines.map((l) => l.fields.delayMs).filter((ms) => ms !== undefined);
    await vi.waitFor(() => expect(delays().length).toBeGreaterThanOrEqual(5), { timeout: 20_000, interval: 20 });
    expect(delays().slice(0, 5)).toEqual([10, 20, 40, 40, 40]);
    expect(lines.slice(0, 3).map((l) => l.message)).toEqual([
      "crashy exited (code 3)",
      "restarting crashy in 10 ms (attempt 1)",
      expect.stringMatching(/^crashy restarted \(pid \d+\)$/),
    ]);
    expect(lines.filter((l) => l.message.startsWith("crashy restarted (pid ")).length).toBeGreaterThanOrEqual(4);

    await supervisor.stop();
    const after = lines.length;
    // Stopped: no process of it runs and no restart is scheduled any more.
    expect(spawned.every((child) => child.exitCode !== null || child.signalCode !== null)).toBe(true);
    expect(lines.slice(after)).toEqual([]);
  });

  it("starts from the first delay again after a run longer than stableMs", async () => {
    const { supervisor, lines } = start([{ name: "crashy", start: node(1) }], {
      initialMs: 10,
      maxMs: 1000,
      stableMs: 0,
    });
    await supervisor.start();
    const delays = () => lines.map((l) => l.fields.delayMs).filter((ms) => ms !== undefined);
    await vi.waitFor(() => expect(delays().length).toBeGreaterThanOrEqual(3), { timeout: 20_000, interval: 20 });
    expect(delays().slice(0, 3)).toEqual([10, 10, 10]);
  });

  it("after kill -9 of a process, stops what needs it, restarts it, then starts the dependents again", async () => {
    const { supervisor, lines } = start(
      [
        { name: "db", start: node() },
        { name: "web", needs: ["db"], start: node() },
        { name: "jobs", needs: ["db"], start: node() },
      ],
      { initialMs: 10, maxMs: 100, stableMs: 60_000 },
    );
    await supervisor.start();
    const before = supervisor.pids();
    expect(Object.values(before).every(isAlive)).toBe(true);

    process.kill(before.db!, "SIGKILL");
    await vi.waitFor(
      () => {
        const now = supervisor.pids();
        expect(Object.values(now).every(isAlive)).toBe(true);
        expect(now.db).not.toBe(before.db);
        expect(now.web).not.toBe(before.web);
        expect(now.jobs).not.toBe(before.jobs);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(isAlive(before.web) || isAlive(before.jobs)).toBe(false);
    expect(lines.map((l) => l.message)).toEqual([
      "db exited (SIGKILL)",
      "stopping jobs until db is back",
      "stopping web until db is back",
      "restarting db in 10 ms (attempt 1)",
      `db restarted (pid ${supervisor.pids().db})`,
      `web started again`,
      `jobs started again`,
    ]);

    // A dependent dying alone is restarted alone.
    const middle = supervisor.pids();
    process.kill(middle.web!, "SIGKILL");
    await vi.waitFor(() => expect(isAlive(supervisor.pids().web) && supervisor.pids().web !== middle.web).toBe(true), {
      timeout: 20_000,
      interval: 20,
    });
    expect(supervisor.pids().db).toBe(middle.db);
    expect(supervisor.pids().jobs).toBe(middle.jobs);

    await supervisor.stop();
    for (const pid of Object.values(supervisor.pids())) expect(pid).toBeUndefined();
    await vi.waitFor(() => expect(Object.values(middle).some(isAlive)).toBe(false), { timeout: 20_000 });
  });
});
