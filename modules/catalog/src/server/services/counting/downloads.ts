import type { Db, DbOrTx } from "@hopper/core/db";

import { projectsChanged } from "../projects/project-events";
import { inTransaction } from "../transaction";
import { requestFacts } from "./context";
import type { HeaderSource } from "./header-source";
import { visitorKeys } from "./visitor-key";

/**
 * Download counting. A download is keyed on the visitor (visitor-key.ts: the account, or the IP prefix, under the
 * day's salt) and the project; at most DOWNLOADS_PER_WINDOW downloads per key are counted in any
 * DOWNLOAD_WINDOW_HOURS window (the reference's allowance), the rest are ignored. Counted downloads wait in
 * download_events until the roll-up job adds them to the version and project totals and the daily rows.
 */
export const DOWNLOADS_PER_WINDOW = 5;
export const DOWNLOAD_WINDOW_HOURS = 6;
/** Rolled-up events are kept this long (longer than the window) and then pruned. */
export const EVENT_RETENTION_HOURS = 48;

const NO_HEADERS: HeaderSource = { get: () => null };

export interface DownloadInput {
  projectId: string;
  versionId: string;
  ip: string;
  userId?: string | null;
  /** The request's headers: bots and prefetches are not counted; the user agent gives the referrer kind. */
  headers?: HeaderSource;
  siteOrigins?: readonly (string | undefined)[];
}

/**
 * Records one download unless the visitor is over its allowance, a bot or a prefetch. Returns whether it counted.
 * Concurrent downloads of one visitor are serialized on an advisory lock, so the allowance holds when a client
 * opens several at once.
 */
export async function recordDownload(db: DbOrTx, input: DownloadInput, now = new Date()): Promise<boolean> {
  const facts = await requestFacts(input.ip, input.headers ?? NO_HEADERS, input.siteOrigins);
  if (!facts) return false;
  const since = new Date(now.getTime() - DOWNLOAD_WINDOW_HOURS * 3600_000);
  return inTransaction(db, async (tx) => {
    const { key, keys } = await visitorKeys(tx, input, DOWNLOAD_WINDOW_HOURS, now);
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`download:${key}:${input.projectId}`}))::text`;
    const recent = await tx.downloadEvent.count({
      where: { visitorKey: { in: keys }, projectId: input.projectId, createdAt: { gt: since } },
    });
    if (recent >= DOWNLOADS_PER_WINDOW) return false;
    await tx.downloadEvent.create({
      data: {
        projectId: input.projectId,
        versionId: input.versionId,
        visitorKey: key,
        country: facts.country,
        kind: facts.kind,
        createdAt: now,
      },
    });
    return true;
  });
}

interface DailyEntry {
  projectId: string;
  versionId: string;
  day: string;
  country: string;
  kind: string;
  count: number;
}

/**
 * Adds waiting events to versions.downloads, projects.downloads and download_daily (per version, UTC day, country
 * and kind), in one transaction per batch (events are locked with SKIP LOCKED so two workers never add the same
 * event), then prunes old events.
 */
export async function rollUpDownloads(db: Db, batch = 5000, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rolled = await db.$transaction(async (tx) => {
      const events = await tx.$queryRaw<
        { id: bigint; project_id: string; version_id: string; country: string; kind: string; created_at: Date }[]
      >`
        SELECT id, project_id, version_id, country, kind, created_at FROM download_events
        WHERE NOT rolled_up ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
      if (events.length === 0) return 0;
      const daily = new Map<string, DailyEntry>();
      for (const event of events) {
        const day = event.created_at.toISOString().slice(0, 10);
        const key = `${event.version_id}/${day}/${event.country}/${event.kind}`;
        const entry = daily.get(key) ?? {
          projectId: event.project_id,
          versionId: event.version_id,
          day,
          country: event.country,
          kind: event.kind,
          count: 0,
        };
        entry.count += 1;
        daily.set(key, entry);
      }
      const byVersion = new Map<string, number>();
      const byProject = new Map<string, number>();
      for (const entry of daily.values()) {
        await tx.$executeRaw`
          INSERT INTO download_daily (project_id, version_id, day, country, kind, count)
          VALUES (${entry.projectId}, ${entry.versionId}, ${entry.day}::date, ${entry.country}, ${entry.kind},
            ${entry.count})
          ON CONFLICT (version_id, day, country, kind) DO UPDATE SET count = download_daily.count + EXCLUDED.count`;
        byVersion.set(entry.versionId, (byVersion.get(entry.versionId) ?? 0) + entry.count);
        byProject.set(entry.projectId, (byProject.get(entry.projectId) ?? 0) + entry.count);
      }
      for (const [id, count] of byVersion) {
        await tx.version.updateMany({ where: { id }, data: { downloads: { increment: count } } });
      }
      for (const [id, count] of byProject) {
        await tx.project.updateMany({ where: { id }, data: { downloads: { increment: count } } });
      }
      await projectsChanged(tx, [...byProject.keys()]);
      await tx.downloadEvent.updateMany({
        where: { id: { in: events.map((event) => event.id) } },
        data: { rolledUp: true },
      });
      return events.length;
    });
    total += rolled;
    if (rolled < batch) break;
  }
  await db.downloadEvent.deleteMany({
    where: { rolledUp: true, createdAt: { lt: new Date(now.getTime() - EVENT_RETENTION_HOURS * 3600_000) } },
  });
  return total;
}
