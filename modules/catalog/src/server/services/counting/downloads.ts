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

/**
 * Adds waiting events to versions.downloads, projects.downloads and download_daily (per version, UTC day, country
 * and kind), one set-based statement per batch of events (like rollUpViews): the batch is locked with SKIP LOCKED
 * (two workers never add the same event), marked rolled up, grouped once, and the groups are added to the daily
 * rows and the version and project totals. Row-by-row statements made 100,000 events take 37 s instead of about one.
 * Then prunes old events.
 */
export async function rollUpDownloads(db: Db, batch = 5000, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rolled = await db.$transaction(async (tx) => {
      // The daily row's project is its version's first event's (a version belongs to one project), so the
      // INSERT never meets one key twice; the totals are summed from the same groups.
      const [row] = await tx.$queryRaw<{ rolled: bigint; project_ids: string[] }[]>`
        WITH batch AS (
          SELECT id FROM download_events WHERE NOT rolled_up ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED
        ), marked AS (
          UPDATE download_events e SET rolled_up = true FROM batch WHERE e.id = batch.id
          RETURNING e.id, e.project_id, e.version_id, e.country, e.kind, e.created_at
        ), grouped AS (
          SELECT (array_agg(project_id ORDER BY id))[1] AS project_id, version_id,
            (created_at AT TIME ZONE 'UTC')::date AS day, country, kind, count(*)::int AS count
          FROM marked GROUP BY version_id, (created_at AT TIME ZONE 'UTC')::date, country, kind
        ), daily AS (
          INSERT INTO download_daily (project_id, version_id, day, country, kind, count)
          SELECT project_id, version_id, day, country, kind, count FROM grouped
          ON CONFLICT (version_id, day, country, kind) DO UPDATE SET count = download_daily.count + EXCLUDED.count
        ), versions_added AS (
          UPDATE versions v SET downloads = v.downloads + g.count
          FROM (SELECT version_id, sum(count)::int AS count FROM grouped GROUP BY version_id) g
          WHERE v.id = g.version_id
        ), projects_added AS (
          UPDATE projects p SET downloads = p.downloads + g.count
          FROM (SELECT project_id, sum(count)::int AS count FROM grouped GROUP BY project_id) g
          WHERE p.id = g.project_id
        )
        SELECT (SELECT count(*) FROM marked) AS rolled, ARRAY(SELECT DISTINCT project_id::text FROM grouped) AS project_ids`;
      const count = Number(row?.rolled ?? 0);
      if (count === 0) return 0;
      // Every project with rolled-up events, whether or not its row still exists (the search index re-reads them).
      await projectsChanged(tx, row?.project_ids ?? []);
      return count;
    });
    total += rolled;
    if (rolled < batch) break;
  }
  await db.downloadEvent.deleteMany({
    where: { rolledUp: true, createdAt: { lt: new Date(now.getTime() - EVENT_RETENTION_HOURS * 3600_000) } },
  });
  return total;
}
