import type { Db } from "@hopper/core/db";

import { APP_ENTRIES } from "./app-entries";
import type { SeedEntry } from "./seed-entry";
import { SERVERS_ENTRIES } from "./servers-entries";
import { WEB_ENTRIES } from "./web-entries";

/** Every demo entry: twelve published per product line, and one app release scheduled ahead. */
export const DEMO_CHANGELOG: readonly SeedEntry[] = [...WEB_ENTRIES, ...SERVERS_ENTRIES, ...APP_ENTRIES];

const DAY_MS = 24 * 60 * 60 * 1000;
// 14:00 UTC on the entry's day: far from midnight, so its date page is the same day in every timezone near UTC.
const PUBLISH_HOUR_UTC = 14;

/** The publish time of an entry `daysAgo` whole UTC days before `now`'s day (negative: that many days ahead). */
export function demoPublishedAt(now: Date, daysAgo: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - daysAgo * DAY_MS + PUBLISH_HOUR_UTC * 60 * 60 * 1000);
}

/**
 * The demo changelog as of `now` (docs/changelog.md "Demo data"), written by demo-admin when it exists. Entries
 * keep fixed ids: seeding again adds only the ones missing and leaves existing (possibly edited) ones alone.
 * Returns the launcher's report lines (none when nothing was added).
 */
export async function seedDemoChangelog(db: Db, now: Date): Promise<string[]> {
  const existing = await db.changelogEntry.findMany({
    where: { id: { in: DEMO_CHANGELOG.map((entry) => entry.id) } },
    select: { id: true },
  });
  const present = new Set(existing.map((row) => row.id));
  const missing = DEMO_CHANGELOG.filter((entry) => !present.has(entry.id));
  if (missing.length === 0) return [];
  const admin = await db.user.findUnique({ where: { usernameKey: "demo-admin" }, select: { id: true } });
  // skipDuplicates: a second seed racing this one (two launchers on one database) adds nothing twice.
  const { count } = await db.changelogEntry.createMany({
    data: missing.map((entry) => ({
      id: entry.id,
      product: entry.product,
      publishedAt: demoPublishedAt(now, entry.daysAgo),
      versionLabel: entry.versionLabel ?? null,
      body: entry.body,
      authorId: admin?.id ?? null,
    })),
    skipDuplicates: true,
  });
  const scheduled = missing.filter((entry) => entry.daysAgo < 0).length;
  return [
    `changelog   ${count} ${count === 1 ? "entry" : "entries"} for web, servers and app${scheduled > 0 ? ` (${scheduled} scheduled ahead)` : ""}`,
  ];
}
