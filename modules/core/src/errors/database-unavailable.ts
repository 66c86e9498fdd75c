/**
 * Whether a database error means PostgreSQL cannot be reached right now — stopped, restarting, failing over, out of
 * connections — rather than that the query was wrong. Such a request did nothing and can be retried, so the API
 * answers 503 with Retry-After instead of 500, and a proxy may send an idempotent request to another instance.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 6; depth++) {
    const record = current as { code?: unknown; kind?: unknown; meta?: unknown; cause?: unknown; message?: unknown };
    if (typeof record.kind === "string" && UNAVAILABLE_KINDS.has(record.kind)) return true;
    // PostgreSQL's own codes, when the adapter passes them on (kind "postgres"): class 08 (connection exception)
    // and 57P01–57P03 (shutdown, crash shutdown, cannot connect now: starting or in recovery).
    if (record.kind === "postgres" || record.kind === undefined) {
      const code = typeof record.code === "string" ? record.code : "";
      if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03") return true;
    }
    if (typeof record.code === "string" && UNAVAILABLE_PRISMA_CODES.has(record.code)) return true;
    // Reads sent straight through the pg pool (db/direct-query.ts) fail with node's socket errors, and
    // node-postgres ends a query whose server went away, or a connect that timed out, with a message and no code.
    if (typeof record.code === "string" && UNAVAILABLE_SOCKET_CODES.has(record.code)) return true;
    if (typeof record.message === "string" && POOL_MESSAGES.test(record.message)) return true;
    const adapter = (record.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
    current = adapter ?? record.cause;
  }
  return false;
}

/** Prisma's driver adapter's kinds for a database that is not there (`@prisma/driver-adapter-utils`). */
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/** The socket's errors of a connection to a server that is not there (ECONNRESET is left to the client-abort check). */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** node-postgres's own messages for the same. */
const POOL_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect)$/;

/** Prisma's codes for the same: can't reach, timed out, server closed the connection, no pooled connection in time. */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Try again in a few seconds.";

/** Seconds a client should wait before retrying (Retry-After): about how long a PostgreSQL restart takes. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;
