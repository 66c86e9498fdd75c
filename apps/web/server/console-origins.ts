import type { Db } from "@hopper/core/db";
import { componentLogger } from "@hopper/core/log";
import { consoleOrigins } from "@hopper/hosting/server";

// The hosting nodes' console socket origins for the pages' connect-src (content-security-policy.ts), read from the
// database at most once a minute: nodes change rarely (an admin adds one) and a page must not wait for a query.
// A new node's origin is allowed within a minute; a failed read keeps the last list (the console fails closed on
// a node the list does not name, it never opens anything else).

export const CONSOLE_ORIGINS_TTL_MS = 60_000;

const log = componentLogger("web");

export interface ConsoleOriginsCache {
  /** The current list, read again when older than the TTL (the first call waits for the first read). */
  get(now?: number): Promise<readonly string[]>;
}

export function consoleOriginsCache(db: () => Db, ttlMs = CONSOLE_ORIGINS_TTL_MS): ConsoleOriginsCache {
  let origins: readonly string[] = [];
  let readAt = -Infinity;
  let reading: Promise<readonly string[]> | null = null;
  const read = () =>
    (reading ??= Promise.resolve()
      .then(() => consoleOrigins(db()))
      .then(
        (fresh) => (origins = fresh),
        (error: unknown) => {
          log.warn({ err: error }, "could not read the hosting nodes' console origins; keeping the last list");
          return origins;
        },
      )
      .finally(() => {
        reading = null;
      }));
  return {
    async get(now = Date.now()) {
      if (now - readAt < ttlMs) return origins;
      readAt = now;
      return read();
    },
  };
}
