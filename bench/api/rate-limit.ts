// What sharing the public API's rate limit across web instances costs (modules/core/src/rate-limit/shared-window.ts):
// the CPU of one counted hit, against a plain in-memory counter (what each process did alone before), and the one
// batched statement a sync sends, by the number of keys it carries.
//   node --import tsx bench/api/rate-limit.ts [--hits 2000000] [--runs 20]
// Uses DATABASE_URL when set (an empty, migrated-here database), else a throwaway embedded PostgreSQL.
import path from "node:path";
import { parseArgs } from "node:util";

import { allJobs } from "../../cli/src/lib/registry";
import { createDb } from "../../modules/core/src/db/client";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { sharedRateLimiter } from "../../modules/core/src/rate-limit";
import { benchDatabase } from "../support/database";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: { hits: { type: "string", default: "2000000" }, runs: { type: "string", default: "20" } },
});
const HITS = Number(values.hits);
const RUNS = Number(values.runs);
const ROOT = path.resolve(import.meta.dirname, "../..");
const KEYS = Array.from({ length: 1000 }, (_, n) => `address:198.51.${n >> 8}.${n & 255}`);

/** The limiter before: one fixed window per key in a Map, nothing else (memory-window.ts until 2026-11-27). */
function memoryOnly(limit: number, windowMs = 60_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()) => {
    const start = Math.floor(now / windowMs) * windowMs;
    const current = windows.get(key);
    const entry = current && current.start === start ? current : { start, count: 0 };
    entry.count += 1;
    windows.set(key, entry);
    return { limit, remaining: Math.max(0, limit - entry.count), allowed: entry.count <= limit };
  };
}

/** Nanoseconds per hit over HITS hits spread across 1,000 keys (best of three, after a warm-up). */
function nsPerHit(hit: (key: string) => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 4; round++) {
    const started = process.hrtime.bigint();
    for (let n = 0; n < HITS; n++) hit(KEYS[n % KEYS.length]!);
    const ns = Number(process.hrtime.bigint() - started) / HITS;
    if (round > 0) best = Math.min(best, ns);
  }
  return best;
}

const database = await benchDatabase("rate-limit");
try {
  await setupDatabase(database.url, path.join(ROOT, "prisma/migrations"), allJobs());
  const db = createDb(database.url, 2);

  const before = nsPerHit(memoryOnly(1_000_000_000));
  // An hour between syncs: this measures the counting alone; the syncs are measured below.
  const counting = sharedRateLimiter({ limit: 1_000_000_000, database: () => db, syncIntervalMs: 3_600_000 });
  const after = nsPerHit((key) => counting(key));
  await counting.close();
  console.log(`\n| limiter | ns per hit (1,000 keys) |\n|---|---|`);
  console.log(
    `| in memory only (before) | ${before.toFixed(0)} |\n| shared (counting; sync apart) | ${after.toFixed(0)} |`,
  );

  console.log(`\n| keys in one sync | p50 ms | p99 ms |\n|---|---|---|`);
  for (const keys of [1, 100, 1000, 10_000]) {
    const limiter = sharedRateLimiter({ limit: 1_000_000_000, database: () => db, syncIntervalMs: 3_600_000 });
    const times: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      for (let n = 0; n < keys; n++) limiter(`sync-${keys}:${n}`);
      const started = performance.now();
      await limiter.sync();
      if (run >= 2) times.push(performance.now() - started); // the first two create the rows
    }
    await limiter.close();
    console.log(
      `| ${keys.toLocaleString("en")} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} |`,
    );
  }
  await db.$disconnect();
} finally {
  await database.stop();
}
