import { isIPv4, isIPv6 } from "node:net";

import type { Db, DbOrTx } from "@hopper/core/db";
import { projectsChanged } from "../projects/project-events";

/**
 * Download counting. A download is keyed on the client's IP prefix (IPv4 /32, IPv6 /64) and the project; at most
 * DOWNLOADS_PER_WINDOW downloads per key are counted in any DOWNLOAD_WINDOW_HOURS window, the rest are ignored.
 * Counted downloads wait in download_events until the roll-up job adds them to the version and project totals and
 * the daily rows.
 */
export const DOWNLOADS_PER_WINDOW = 5;
export const DOWNLOAD_WINDOW_HOURS = 6;
/** Rolled-up events are kept this long (longer than the window) and then pruned. */
export const EVENT_RETENTION_HOURS = 48;

/** The prefix a download is de-duplicated on: the whole IPv4 address, or the first 64 bits of an IPv6 one. */
export function ipPrefix(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const [head = "", tail = ""] = address.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const groups = address.includes("::")
      ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16))
      .join(":")}::/64`;
  }
  return address || "unknown";
}

/**
 * Records one download unless the key is over its allowance. Returns whether it counted. Concurrent downloads
 * of one key are serialized on an advisory lock, so the allowance holds when a client opens several at once.
 */
export async function recordDownload(
  db: DbOrTx,
  input: { projectId: string; versionId: string; ip: string },
  now = new Date(),
): Promise<boolean> {
  const prefix = ipPrefix(input.ip);
  const since = new Date(now.getTime() - DOWNLOAD_WINDOW_HOURS * 3600_000);
  const record = async (tx: DbOrTx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`download:${prefix}:${input.projectId}`}))::text`;
    const recent = await tx.downloadEvent.count({
      where: { visitorKey: prefix, projectId: input.projectId, createdAt: { gt: since } },
    });
    if (recent >= DOWNLOADS_PER_WINDOW) return false;
    await tx.downloadEvent.create({
      data: { projectId: input.projectId, versionId: input.versionId, visitorKey: prefix, createdAt: now },
    });
    return true;
  };
  // Inside a caller's transaction the lock lives as long as that transaction.
  return "$transaction" in db ? (db as Db).$transaction(record) : record(db);
}

/**
 * Adds waiting events to versions.downloads, projects.downloads and download_daily, in one transaction per batch
 * (events are locked with SKIP LOCKED so two workers never add the same event), then prunes old events.
 */
export async function rollUpDownloads(db: Db, batch = 5000, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rolled = await db.$transaction(async (tx) => {
      const events = await tx.$queryRaw<{ id: bigint; project_id: string; version_id: string; created_at: Date }[]>`
        SELECT id, project_id, version_id, created_at FROM download_events
        WHERE NOT rolled_up ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
      if (events.length === 0) return 0;
      const byVersionDay = new Map<string, { projectId: string; versionId: string; day: string; count: number }>();
      for (const event of events) {
        const day = event.created_at.toISOString().slice(0, 10);
        const key = `${event.version_id}/${day}`;
        const entry = byVersionDay.get(key) ?? {
          projectId: event.project_id,
          versionId: event.version_id,
          day,
          count: 0,
        };
        entry.count += 1;
        byVersionDay.set(key, entry);
      }
      const byVersion = new Map<string, number>();
      const byProject = new Map<string, number>();
      for (const entry of byVersionDay.values()) {
        await tx.$executeRaw`
          INSERT INTO download_daily (project_id, version_id, day, count)
          VALUES (${entry.projectId}, ${entry.versionId}, ${entry.day}::date, ${entry.count})
          ON CONFLICT (version_id, day) DO UPDATE SET count = download_daily.count + EXCLUDED.count`;
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

/** The file behind a download URL /data/{project}/versions/{version}/{filename}. */
export function findDownload(db: DbOrTx, projectId: string, versionId: string, filename: string) {
  return db.versionFile.findFirst({
    where: { versionId, filename, version: { projectId } },
    include: { version: { select: { projectId: true } } },
  });
}
