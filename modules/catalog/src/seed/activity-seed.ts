import { newId } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";

/**
 * Demo follows and download history made of real rows, so the counters shown on a fresh install are the ones
 * the site would compute itself: a project's `followers` is its follow rows (the first real follow recounts
 * them), and every demo download sits in a `download_daily` row as the roll-up job would have left it.
 */

const ADJECTIVES = ["amber", "brisk", "cobalt", "dusky", "ember", "frosty", "gentle", "hazel", "ivory", "jolly"];
const ANIMALS = ["otter", "finch", "badger", "heron", "lynx", "marten", "newt", "owl", "panda", "quail"];
const SUFFIXES = ["", "42", "mc"];

/** Players who follow demo projects: no password, so nobody can sign in as them. */
export const DEMO_PLAYERS = SUFFIXES.flatMap((suffix) =>
  ADJECTIVES.flatMap((adjective) => ANIMALS.map((animal) => `${adjective}-${animal}${suffix}`)),
);

/** Days of download history the demo versions get, ending yesterday. */
export const DOWNLOAD_HISTORY_DAYS = 60;

/** The demo players' ids, creating the missing ones in one statement. */
export async function ensureDemoPlayers(db: Db): Promise<string[]> {
  await db.user.createMany({
    data: DEMO_PLAYERS.map((username) => ({ id: newId(), username, usernameKey: username, role: "user" as const })),
    skipDuplicates: true,
  });
  const rows = await db.user.findMany({ where: { usernameKey: { in: DEMO_PLAYERS } }, select: { id: true } });
  return rows.map((row) => row.id).sort();
}

/**
 * `count` distinct players follow the project, at times spread over the last year; returns the number of
 * follow rows the project now has (what its `followers` must say).
 */
export async function seedFollows(
  db: Db,
  projectId: string,
  players: readonly string[],
  count: number,
  rand: () => number,
  now = new Date(),
): Promise<number> {
  const pool = [...players];
  // A partial Fisher-Yates shuffle: the first `count` entries are a uniform random choice.
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const chosen = pool.slice(0, count);
  const created = chosen.map(() => new Date(now.getTime() - Math.floor(rand() * 365 * 86_400_000)).toISOString());
  // One statement per project: Prisma's createMany costs a few milliseconds per hundred rows, and the seed
  // runs at the first `npm start`.
  await db.$executeRaw`
    INSERT INTO project_follows (user_id, project_id, created)
    SELECT user_id, ${projectId}, created::timestamptz
    FROM unnest(${chosen}::text[], ${created}::text[]) AS t(user_id, created)
    ON CONFLICT DO NOTHING`;
  return db.projectFollow.count({ where: { projectId } });
}

/**
 * Splits `total` into whole numbers proportional to `weights` that add up to exactly `total` (largest
 * remainder), so a version's daily rows sum to its download count.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

const utcDay = (date: Date, daysBack: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - daysBack));

/**
 * Spreads each version's downloads over the last DOWNLOAD_HISTORY_DAYS days as download_daily rows: the newest
 * version's traffic grows, older ones fade, weekends are busier. Each version's rows add up to its
 * `downloads`, as the roll-up keeps them.
 */
export async function seedDailyDownloads(
  db: Db,
  projectId: string,
  versions: readonly { id: string; downloads: number }[],
  rand: () => number,
  now = new Date(),
): Promise<void> {
  const days = Array.from({ length: DOWNLOAD_HISTORY_DAYS }, (_, i) => utcDay(now, DOWNLOAD_HISTORY_DAYS - i));
  const rows = versions.flatMap((version, position) => {
    // -1 for the oldest version (fading), +1 for the newest (growing).
    const trend = versions.length > 1 ? (position / (versions.length - 1)) * 2 - 1 : 0;
    const weights = days.map((day, i) => {
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.3 : 1;
      const slope = Math.max(0.05, 1 + trend * 0.9 * (i / (days.length - 1) - 0.5) * 2);
      return slope * weekend * (0.8 + 0.4 * rand());
    });
    return apportion(version.downloads, weights).flatMap((count, i) =>
      count > 0 ? [{ versionId: version.id, day: days[i]!.toISOString().slice(0, 10), count }] : [],
    );
  });
  await db.$executeRaw`
    INSERT INTO download_daily (project_id, version_id, day, count)
    SELECT ${projectId}, version_id, day::date, count
    FROM unnest(
      ${rows.map((row) => row.versionId)}::text[],
      ${rows.map((row) => row.day)}::text[],
      ${rows.map((row) => row.count)}::int[]
    ) AS t(version_id, day, count)`;
}
