import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { closeSync, openSync, statSync } from "node:fs";
import { open } from "node:fs/promises";

/*
 * One process of the stack: a command, its environment, the file its output goes to, and how to tell it is
 * ready. A container is the same shape later (`docker run --rm --network host …` in the foreground, whose stop
 * also removes the container), so the stack and its supervisor never care which it is.
 */

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  /** stdout and stderr are appended here, across restarts (the file says when each start began). */
  logFile: string;
  /** Its own process group: killing the group also kills what it forked (nginx's workers). */
  group?: boolean;
  uid?: number;
  gid?: number;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts the process with its output going straight to its log file (no pipe the stack must keep draining). */
export function spawnLogged(spec: ChildSpec): ChildProcess {
  const fd = openSync(spec.logFile, "a");
  try {
    return spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      // The project's ProcessEnv type requires NODE_ENV; the stack always sets it for Hopper's processes.
      env: spec.env as NodeJS.ProcessEnv,
      stdio: ["ignore", fd, fd],
      detached: spec.group ?? false,
      ...(spec.uid === undefined ? {} : { uid: spec.uid, gid: spec.gid }),
    });
  } finally {
    closeSync(fd);
  }
}

/** The size of a log file now: a later `logSince` reads only what this start wrote. */
export function logSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export async function logSince(file: string, offset: number): Promise<string> {
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return "";
  try {
    const { size } = await handle.stat();
    if (size <= offset) return "";
    const buffer = Buffer.alloc(size - offset);
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString("utf8");
  } finally {
    await handle.close();
  }
}

/** Polls `check` until it is true; rejects after `timeoutMs`, or at once when `child` exits meanwhile. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs?: number; child?: ChildProcess; logFile?: string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (options.child && hasExited(options.child)) {
      const code = options.child.signalCode ?? `code ${options.child.exitCode}`;
      throw new Error(`${what}: the process exited (${code})${options.logFile ? `; see ${options.logFile}` : ""}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${what}: not ready after ${Math.round((options.timeoutMs ?? 120_000) / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The status of a GET, or null when nothing answers (refused, reset, timed out). */
export async function httpStatus(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: "manual" });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

/** Stops a process: `signal` (SIGTERM), then SIGKILL after `graceMs`; its whole group when it has one. */
export function terminate(child: ChildProcess, options: { group?: boolean; graceMs?: number } = {}): Promise<void> {
  const send = (signal: NodeJS.Signals) => {
    try {
      if (options.group && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  };
  if (hasExited(child)) {
    if (options.group) send("SIGKILL"); // what it forked may outlive it
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => send("SIGKILL"), options.graceMs ?? 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      if (options.group) send("SIGKILL");
      resolve();
    });
    send("SIGTERM");
  });
}
