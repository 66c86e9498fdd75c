// Watching the stack's job workers: which one runs a given database query, and how often a job finished.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";

import PgBoss from "pg-boss";

import type { Stack } from "../../../scripts/stack/stack";

const run = promisify(execFile);

/** The stack's worker whose connection to PostgreSQL comes from `clientPort` (ss names the socket's process). */
export async function workerOnPort(stack: Stack, clientPort: number): Promise<string | null> {
  const { stdout } = await run("ss", ["-Htnp", "state", "established", `( sport = :${clientPort} )`]);
  const pids = [...stdout.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
  return stack.names().find((name) => name.startsWith("jobs-") && pids.includes(stack.pid(name))) ?? null;
}

/** How many times each worker logged "job done" for the job `jobId` (its whole history: restarts included). */
export async function jobDoneCounts(stack: Stack, jobId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of stack.names().filter((n) => n.startsWith("jobs-"))) {
    const text = await readFile(stack.logFile(name), "utf8");
    counts[name] = text
      .split("\n")
      .filter((line) => line.includes(`"jobId":"${jobId}"`) && line.includes('"msg":"job done"')).length;
  }
  return counts;
}

/**
 * pg-boss's maintenance (which fails a job whose worker died once its expiry passed, so it is retried) every
 * second instead of every two minutes: the proof of a retry after a kill takes seconds, not the queue's expiry.
 */
export async function fastMaintenance(databaseUrl: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 1,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 1,
  });
  boss.on("error", () => undefined);
  await boss.start();
  return boss;
}
