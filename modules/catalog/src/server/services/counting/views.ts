import type { Db, DbOrTx } from "@hopper/core/db";

import { catalogSettings } from "../../settings";
import { isProjectTeamMember } from "../projects/project-thread";
import type { HeaderSource } from "./header-source";
import { requestFacts } from "./context";
import { isLauncher } from "./referrer-kind";
import { pruneSalts } from "./salts";
import { visitorKeys } from "./visitor-key";
import { inTransaction } from "../transaction";

/** Rolled-up view events are kept this long (longer than the longest window, 24 h) and then pruned. */
export const VIEW_EVENT_RETENTION_HOURS = 48;

export interface ViewInput {
  projectId: string;
  /** The version whose page was viewed; absent for the project's own pages. */
  versionId?: string | null;
  ip: string;
  userId?: string | null;
  headers: HeaderSource;
  /**
   * "page": a server render of our page, so the kind is site (or launcher, for a launcher's embedded browser);
   * "ingest": POST /analytics/view, whose kind is read from the user agent like a download's.
   */
  source?: "page" | "ingest";
  /** Origins that count as our own site for a Referer (the configured HOPPER_URL, the request's own). */
  siteOrigins?: readonly (string | undefined)[];
}

/**
 * Counts one view of a project page unless the visitor already has one of this project in the last
 * VIEW_WINDOW_HOURS, the request is a bot or a prefetch, or the viewer is on the project's team (a creator
 * refreshing their own page is not an audience, and views earn revenue). Returns whether it counted.
 * Concurrent views by one visitor are serialized on an advisory lock, so a burst counts once.
 */
export async function recordView(db: DbOrTx, input: ViewInput, now = new Date()): Promise<boolean> {
  const facts = await requestFacts(input.ip, input.headers, input.siteOrigins);
  if (!facts) return false;
  if (input.source !== "ingest") facts.kind = isLauncher(input.headers.get("user-agent") ?? "") ? "launcher" : "site";
  if (input.userId) {
    const project = await db.project.findUnique({
      where: { id: input.projectId },
      select: { teamId: true, organizationId: true },
    });
    if (!project) return false;
    if (await isProjectTeamMember(db, input.userId, project)) return false;
  }
  const windowHours = catalogSettings().VIEW_WINDOW_HOURS;
  const since = new Date(now.getTime() - windowHours * 3600_000);
  return inTransaction(db, async (tx) => {
    const { key, keys } = await visitorKeys(tx, input, windowHours, now);
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`view:${key}:${input.projectId}`}))::text`;
    const recent = await tx.viewEvent.count({
      where: { visitorKey: { in: keys }, projectId: input.projectId, createdAt: { gt: since } },
    });
    if (recent > 0) return false;
    await tx.viewEvent.create({
      data: {
        projectId: input.projectId,
        versionId: input.versionId ?? "",
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
 * Adds waiting view events to view_daily (per project, version, UTC day, country and kind), one statement per
 * batch: the batch's events are locked with SKIP LOCKED, marked rolled up and summed in the same statement, so two
 * workers never add an event twice. Then prunes rolled-up events past retention and salts past theirs.
 */
export async function rollUpViews(db: Db, batch = 5000, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.$queryRaw<{ rolled: bigint }[]>`
      WITH batch AS (
        SELECT id FROM view_events WHERE NOT rolled_up ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED
      ), marked AS (
        UPDATE view_events e SET rolled_up = true FROM batch WHERE e.id = batch.id
        RETURNING e.project_id, e.version_id, e.country, e.kind, e.created_at
      ), added AS (
        INSERT INTO view_daily (project_id, version_id, day, country, kind, count)
        SELECT project_id, version_id, (created_at AT TIME ZONE 'UTC')::date, country, kind, count(*)::int
        FROM marked GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT (project_id, version_id, day, country, kind)
        DO UPDATE SET count = view_daily.count + EXCLUDED.count
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM marked) AS rolled, (SELECT count(*) FROM added) AS days`;
    const rolled = Number(row?.rolled ?? 0);
    total += rolled;
    if (rolled < batch) break;
  }
  await db.viewEvent.deleteMany({
    where: { rolledUp: true, createdAt: { lt: new Date(now.getTime() - VIEW_EVENT_RETENTION_HOURS * 3600_000) } },
  });
  await pruneSalts(db, now);
  return total;
}
