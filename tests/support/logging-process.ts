// Starts a real Node process (under tsx) and reads its JSON log lines as they come, for tests of what a
// process logs: LOG_LEVEL, request ids, job ids. Waits are for a line to appear, never for time.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface LogLine {
  level: string;
  msg: string;
  time: string;
  component?: string;
  [field: string]: unknown;
}

export interface LoggingProcess {
  /** Every JSON line written so far, in order. */
  lines: LogLine[];
  /** Output that is not a JSON line (stderr, a crash's stack). */
  other: string[];
  /** Resolves with the first line (already written or still to come) that matches; rejects if the process ends first. */
  waitFor(what: string, predicate: (line: LogLine) => boolean): Promise<LogLine>;
  /** Stops the process (SIGKILL: nothing in these tests needs a graceful stop) and waits for it to end. */
  stop(): Promise<void>;
}

/** Spawns `node --import tsx <script>` with `env` added to this process's environment. Stop it in afterAll. */
export function startLoggingProcess(script: string, env: Record<string, string>): LoggingProcess {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waiters = new Set<{ predicate: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const handle: LoggingProcess = {
    lines: [],
    other: [],
    waitFor(what, predicate) {
      const found = handle.lines.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<LogLine>((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        void exited.then(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`the process ended before logging ${what}:\n${[...handle.other].join("\n")}`));
        });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
  createInterface({ input: child.stdout }).on("line", (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      handle.other.push(text);
      return;
    }
    handle.lines.push(line);
    for (const waiter of waiters) {
      if (!waiter.predicate(line)) continue;
      waiters.delete(waiter);
      waiter.resolve(line);
    }
  });
  createInterface({ input: child.stderr }).on("line", (text) => handle.other.push(text));
  return handle;
}
