import type { DbOrTx } from "../db/client";
import { componentLogger } from "../log";
import type { RateLimitState } from "./rate-limit";

/** What the public API's dispatcher calls: count a hit (`limiter(key)`) or look without counting (`peek`). */
export interface ApiRateLimiter {
  /** Counts one hit of `key`; `keyLimit` is this key's own limit (a Hopper+ subscriber's is a multiple). */
  (key: string, now?: number, keyLimit?: number): RateLimitState;
  /** The key's state without counting: `allowed` while one more hit would be within the limit. */
  peek(key: string, now?: number, keyLimit?: number): RateLimitState;
}

export interface SharedRateLimiter extends ApiRateLimiter {
  /** Sends the unsynced counts now and adopts the totals; resolves when done (a test's deterministic sync). */
  sync(): Promise<void>;
  /** Stops the timer and sends what is left (a process shutting down loses none of its counts). */
  close(): Promise<void>;
}

export interface SharedRateLimiterOptions {
  limit: number;
  windowSeconds?: number;
  /** Read at each sync, so a test's database (or a reconnected pool) is the one written. */
  database: () => DbOrTx;
  /** At most this long between a hit and its sync (API_RATE_LIMIT_SYNC_MS). */
  syncIntervalMs?: number;
  /** Stored keys are `${prefix}${key}`, apart from the sign-in and form rules sharing the table. */
  prefix?: string;
  /** A key at this share of its limit syncs at once instead of waiting for the interval. */
  nearLimit?: number;
  clock?: () => number;
}

interface Entry {
  key: string;
  start: number;
  /** The total across instances as of this process's last sync of the key (its own synced hits included). */
  known: number;
  /** Hits being sent by the sync in flight. */
  sending: number;
  /** Hits counted here since. */
  pending: number;
  /** The key's limit at its last hit (a subscriber's is a multiple of the default). */
  limit: number;
}

const log = componentLogger("rate-limit");

/**
 * Fixed-window counters shared by every web instance through `rate_limit_buckets`, without a database write per
 * request (the API answers thousands a second): each process counts in memory and sends its new hits in ONE
 * statement at most every `syncIntervalMs` (at once when a key nears its limit), adopting the totals the
 * statement returns (and reading back keys near their limit). A hit is judged on the last known total plus the
 * hits counted here since. So once a key's total reaches its limit, every other instance still allows at most the
 * hits it gets before its next sync: the overshoot is bounded by one sync interval (plus a round trip) of the
 * other instances' traffic for that key. A crashed process loses only its unsynced hits (at most one interval's).
 */
export function sharedRateLimiter(options: SharedRateLimiterOptions): SharedRateLimiter {
  const { limit, database, prefix = "api:", nearLimit = 0.8, clock = Date.now } = options;
  const windowMs = (options.windowSeconds ?? 60) * 1000;
  const syncIntervalMs = options.syncIntervalMs ?? 1000;
  // Each key's entry for its latest window, looked up by the caller's own key string (its hash is cached: a
  // composed key would be hashed again on every hit). A window that ended with unsent hits waits in `retired`.
  const entries = new Map<string, Entry>();
  const retired = new Set<Entry>();
  let lastSweep = 0;
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let soon = false;
  let closed = false;

  const windowStart = (now: number) => Math.floor(now / windowMs) * windowMs;
  const total = (entry: Entry | undefined) => (entry ? entry.known + entry.sending + entry.pending : 0);
  const state = (start: number, now: number, keyLimit: number, count: number, allowed: boolean) => ({
    limit: keyLimit,
    remaining: Math.max(0, keyLimit - count),
    resetSeconds: Math.ceil((start + windowMs - now) / 1000),
    allowed,
  });

  function sweep(now: number) {
    if (now - lastSweep <= windowMs) return;
    lastSweep = now;
    const current = windowStart(now);
    for (const [key, entry] of entries) {
      if (entry.start >= current) continue;
      entries.delete(key);
      if (entry.pending > 0 || entry.sending > 0) retired.add(entry);
    }
  }

  /**
   * What the next sync carries: every key with unsent hits, and keys near their limit that were not hit here
   * since (read back only, so this instance learns that the others used up the rest).
   */
  function nextBatch(): Entry[] {
    const current = windowStart(clock());
    const batch = [...retired].filter((e) => e.pending > 0);
    for (const e of entries.values()) {
      if (
        e.pending > 0 ||
        (e.start === current && e.sending === 0 && e.known >= e.limit * nearLimit && e.known < e.limit)
      )
        batch.push(e);
    }
    return batch;
  }

  async function runOnce(): Promise<void> {
    const batch = nextBatch();
    if (batch.length === 0) return;
    // One lock order for every instance (window, then key): two instances' batches never deadlock.
    batch.sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const deltas = batch.map((entry) => {
      const delta = entry.pending;
      entry.sending += delta;
      entry.pending = 0;
      return delta;
    });
    try {
      // Keys with hits are added to (one upsert for all); the others are only read (the statement's snapshot is
      // from before its own upsert, which touches none of them). The totals come back as one array in batch order:
      // one value for the client to decode instead of a row per key.
      const rows = await database().$queryRaw<{ counts: number[] }[]>`
        WITH input AS (
          SELECT * FROM unnest(${batch.map((e) => prefix + e.key)}::text[],
                               ${batch.map((e) => new Date(e.start).toISOString())}::timestamptz[],
                               ${deltas}::int[]) WITH ORDINALITY AS t(key, window_start, delta, n)
        ), sent AS (
          INSERT INTO rate_limit_buckets (key, window_start, count)
          SELECT key, window_start, delta FROM input WHERE delta > 0 ORDER BY n
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + EXCLUDED.count
          RETURNING key, window_start, count
        )
        SELECT coalesce(array_agg(coalesce(s.count, b.count, 0) ORDER BY i.n), '{}'::int[]) AS counts
        FROM input i
        LEFT JOIN sent s ON s.key = i.key AND s.window_start = i.window_start
        LEFT JOIN rate_limit_buckets b ON i.delta = 0 AND b.key = i.key AND b.window_start = i.window_start`;
      const counts = rows[0]?.counts ?? [];
      batch.forEach((entry, n) => {
        entry.sending -= deltas[n]!;
        // The stored total only grows within a window; never step back below what this process already knew.
        entry.known = Math.max(entry.known + deltas[n]!, Number(counts[n] ?? 0));
      });
    } catch (error) {
      // Kept for the next sync (a database restart must not forget them), except for windows already over.
      const current = windowStart(clock());
      batch.forEach((entry, n) => {
        entry.sending -= deltas[n]!;
        if (entry.start >= current) entry.pending += deltas[n]!;
      });
      for (const entry of retired) if (entry.start < current) entry.pending = 0;
      log.warn({ err: error, keys: batch.length }, "could not sync the API rate limit's counts; retrying");
    }
  }

  function afterRun() {
    active = undefined;
    for (const entry of retired) if (entry.pending === 0 && entry.sending === 0) retired.delete(entry);
    if (!closed && !timer && nextBatch().length > 0) schedule();
  }

  /** Runs a sync now, or right after the one in flight; concurrent requests share the same next run. */
  function flush(): Promise<void> {
    if (queued) return queued;
    if (!active) {
      active = runOnce().finally(afterRun);
      return active;
    }
    queued = active.then(() => {
      queued = undefined;
      return flush();
    });
    return queued;
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, syncIntervalMs);
    // A pending sync must not keep a finished process (a CLI command, a test) alive.
    timer.unref();
  }

  function syncSoon() {
    if (soon) return;
    soon = true;
    // Next turn of the event loop, so the hits of one burst go in one statement.
    setImmediate(() => {
      soon = false;
      void flush();
    });
  }

  function hit(key: string, now = clock(), keyLimit = limit): RateLimitState {
    sweep(now);
    const start = windowStart(now);
    let entry = entries.get(key);
    if (!entry || entry.start !== start) {
      if (entry && (entry.pending > 0 || entry.sending > 0)) retired.add(entry);
      entry = { key, start, known: 0, sending: 0, pending: 0, limit: keyLimit };
      entries.set(key, entry);
    }
    entry.pending += 1;
    entry.limit = keyLimit;
    const count = total(entry);
    if (!closed) {
      if (count >= keyLimit * nearLimit && count <= keyLimit) syncSoon();
      else if (!timer) schedule();
    }
    return state(start, now, keyLimit, count, count <= keyLimit);
  }

  hit.peek = (key: string, now = clock(), keyLimit = limit): RateLimitState => {
    const start = windowStart(now);
    const entry = entries.get(key);
    const count = entry?.start === start ? total(entry) : 0;
    return state(start, now, keyLimit, count, count < keyLimit);
  };
  hit.sync = () => flush();
  hit.close = async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    await flush();
  };
  return hit;
}
