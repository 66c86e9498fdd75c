import type { Db } from "./db/client";

/** How long a health check waits for PostgreSQL before it calls the database unreachable. */
export const HEALTH_DATABASE_TIMEOUT_MS = 1000;

export interface HealthReport {
  status: "ok" | "unavailable";
  /** What is wrong, for the operator reading the probe's answer; absent when all is well. */
  problems?: string[];
}

/**
 * A readiness probe of the database: `SELECT 1` through the process's own pool, answered within `timeoutMs`.
 * Probes that arrive while one is still waiting share its answer, so a load balancer polling a process whose
 * database is down does not pile queries up in the pool.
 */
export function databaseProbe(database: () => Pick<Db, "$queryRaw">, timeoutMs = HEALTH_DATABASE_TIMEOUT_MS) {
  let pending: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const query = database().$queryRaw`SELECT 1`.then(() => true).catch(() => false);
    try {
      return await Promise.race([query, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
  return (): Promise<boolean> => (pending ??= check().finally(() => (pending = undefined)));
}

/** The body and status of a `/healthz` answer from the problems found (none: 200 `{"status":"ok"}`). */
export function healthAnswer(problems: string[]): { status: 200 | 503; body: HealthReport } {
  return problems.length === 0
    ? { status: 200, body: { status: "ok" } }
    : { status: 503, body: { status: "unavailable", problems } };
}
