import { afterEach, describe, expect, it, vi } from "vitest";

import { pruneRateLimits, sharedRateLimiter } from "../../src/rate-limit";
import type { SharedRateLimiter } from "../../src/rate-limit";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

// The public API's rate limit counted across web instances: two limiters on one real PostgreSQL database stand for
// two web processes. Hits are counted in memory and synced in batches, so the tests wait for a sync by condition
// (the stored count, the limiter's own state), never by time.
const database = setupTestDatabase();
const MINUTE = 60_000;
// A fixed clock in the middle of a window, so no test straddles a window's end by accident.
let now = Date.UTC(2026, 10, 27, 12, 0, 30);
const started: SharedRateLimiter[] = [];

function instance(limit: number, syncIntervalMs = 10): SharedRateLimiter {
  const limiter = sharedRateLimiter({ limit, database: () => database.db, syncIntervalMs, clock: () => now });
  started.push(limiter);
  return limiter;
}

/** The total stored for a key in the current window (0 when no row yet). */
async function stored(key: string): Promise<number> {
  const windowStart = new Date(Math.floor(now / MINUTE) * MINUTE);
  const row = await database.db.rateLimitBucket.findUnique({
    where: { key_windowStart: { key: `api:${key}`, windowStart } },
  });
  return row?.count ?? 0;
}

const until = (check: () => Promise<boolean> | boolean) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("not yet");
    },
    { timeout: 20_000, interval: 10 },
  );

afterEach(async () => {
  await Promise.all(started.splice(0).map((limiter) => limiter.close()));
});

describe("the API rate limit shared by web instances", () => {
  it("refuses hits spread over two instances once their total passes the limit", async () => {
    const a = instance(10);
    const b = instance(10);
    const key = "address:203.0.113.1";
    for (let n = 1; n <= 10; n++) {
      const state = (n % 2 ? a : b)(key);
      expect(state).toMatchObject({ allowed: true, limit: 10 });
      await until(async () => (await stored(key)) === n);
    }
    // `a` last synced at 9 of 10 (near the limit): it reads the key back until it learns `b` took the last one.
    await until(() => !a.peek(key).allowed);
    expect(a(key)).toMatchObject({ allowed: false, remaining: 0 });
    expect(b(key)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 30 });
  });

  it("starts again in the next window", async () => {
    const a = instance(3);
    const b = instance(3);
    const key = "address:203.0.113.2";
    for (let n = 0; n < 3; n++) expect(a(key).allowed).toBe(true);
    expect(a(key).allowed).toBe(false);
    await until(async () => (await stored(key)) === 4);
    // `b` had not seen the key: its first hit is judged on its own count (the bounded overshoot), then it learns.
    b(key);
    await until(() => !b.peek(key).allowed);
    expect(b(key).allowed).toBe(false);

    now += MINUTE;
    expect(b(key)).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 30 });
    expect(a(key)).toMatchObject({ allowed: true, remaining: 2 });
    await until(async () => (await stored(key)) === 2);
  });

  it("still sends the hits of a window that ended before its sync", async () => {
    const a = instance(100, 3_600_000);
    const key = "address:203.0.113.7";
    a(key);
    a(key);
    now += MINUTE;
    expect(a(key)).toMatchObject({ remaining: 99 });
    await a.sync();
    expect(await stored(key)).toBe(1);
    now -= MINUTE;
    expect(await stored(key)).toBe(2);
    now += MINUTE;
  });

  it("syncs at once near the limit, and in one statement for many keys, not once a hit", async () => {
    // An hour between timed syncs: only the near-limit trigger or an explicit sync sends anything.
    const a = instance(10, 3_600_000);
    for (let n = 0; n < 50; n++) a(`address:198.51.100.${n}`);
    expect(await database.db.rateLimitBucket.count({ where: { key: { startsWith: "api:address:198.51.100." } } })).toBe(
      0,
    );
    await a.sync();
    expect(await database.db.rateLimitBucket.count({ where: { key: { startsWith: "api:address:198.51.100." } } })).toBe(
      50,
    );

    const key = "address:203.0.113.3";
    for (let n = 0; n < 8; n++) a(key);
    await until(async () => (await stored(key)) === 8);
  });

  it("loses at most the unsynced hits of an instance that crashes", async () => {
    const key = "address:203.0.113.4";
    const crashing = instance(100, 3_600_000);
    for (let n = 0; n < 5; n++) crashing(key);
    await crashing.sync();
    for (let n = 0; n < 3; n++) crashing(key);
    started.splice(started.indexOf(crashing), 1); // dies without closing: its 3 unsent hits are gone

    const survivor = instance(100);
    expect(survivor(key).allowed).toBe(true);
    await until(async () => (await stored(key)) === 6);
    expect(survivor.peek(key).remaining).toBe(94);

    // A process that shuts down (close) sends what it has left.
    const leaving = instance(100, 3_600_000);
    leaving(key);
    leaving(key);
    await leaving.close();
    expect(await stored(key)).toBe(8);
  });

  it("keeps a token holder's multiple of the limit across instances", async () => {
    const a = instance(4);
    const b = instance(4);
    const user = "user:plus0001";
    const subscriber = 4 * 3;
    for (let n = 1; n <= subscriber; n++) {
      const state = (n % 2 ? a : b)(user, now, subscriber);
      expect(state).toMatchObject({ allowed: true, limit: subscriber });
      await until(async () => (await stored(user)) === n);
    }
    await until(() => !a.peek(user, now, subscriber).allowed);
    expect(a(user, now, subscriber)).toMatchObject({ allowed: false, limit: 12, remaining: 0 });
    expect(b(user, now, subscriber).allowed).toBe(false);
    // the default-limited address next to it is counted on its own
    expect(a("address:203.0.113.5")).toMatchObject({ allowed: true, limit: 4, remaining: 3 });
  });

  it("adds up two instances syncing the same keys at the same moment", async () => {
    const a = instance(1_000_000, 3_600_000);
    const b = instance(1_000_000, 3_600_000);
    const keys = Array.from({ length: 200 }, (_, n) => `address:192.0.2.${n}`);
    for (let round = 0; round < 5; round++) {
      for (const key of keys) {
        a(key);
        b(key);
        b(key);
      }
      // Same keys, same moment, opposite arrival: one lock order means no deadlock and no lost update.
      await Promise.all([a.sync(), b.sync()]);
    }
    expect(await stored(keys[0]!)).toBe(15);
    expect(await stored(keys[199]!)).toBe(15);
  });

  it("leaves old windows to the daily prune", async () => {
    const a = instance(100, 3_600_000);
    a("address:203.0.113.6");
    await a.sync();
    now += 2 * 86_400_000;
    a("address:203.0.113.6");
    await a.sync();
    expect(await pruneRateLimits(database.db, new Date(now - 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await stored("address:203.0.113.6")).toBe(1);
  });
});
