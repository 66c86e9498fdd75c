// Watching the stack's job workers: which one runs a given database query, and how often a job finished.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";

import type { Stack } from "../../../scripts/stack/stack";

const run = promisify(execFile);

/** The stack's worker whose connection to PostgreSQL comes from `clientPort` (ss names the socket's process). */
export async function workerOnPort(stack: Stack, clientPort: number): Promise<string | null> {
  const { stdout } = await run("ss", ["-Htnp", "state", "established", `( sport = :${clientPort} )`]);
  const pids = [...stdout.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
  return stack.names().find((name) => name.startsWith("jobs-") && pids.includes(stack.pid(name))) ?? null;
}

export interface JobDone {
  worker: string;
  job: string;
  /** The job's id; a batch's line carries its first job's id and `batch`, how many jobs it ran. */
  jobId: string;
  batch: number;
}

/** Every "job done" line of the stack's workers (their whole history: restarts included). */
export async function jobsDone(stack: Stack): Promise<JobDone[]> {
  const done: JobDone[] = [];
  for (const worker of stack.names().filter((n) => n.startsWith("jobs-"))) {
    for (const line of (await readFile(stack.logFile(worker), "utf8")).split("\n")) {
      if (!line.includes('"msg":"job done"')) continue;
      const entry = JSON.parse(line) as { job: string; jobId: string; batch?: number };
      done.push({ worker, job: entry.job, jobId: entry.jobId, batch: entry.batch ?? 1 });
    }
  }
  return done;
}

/** How many of the jobs `jobIds` the workers ran, counting each batch's jobs (a batch logs one line). */
export function runsOf(done: JobDone[], jobIds: string[]): number {
  return done.filter((line) => jobIds.includes(line.jobId)).reduce((sum, line) => sum + line.batch, 0);
}
