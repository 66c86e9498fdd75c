import { followerRanges, followersToTell, publishedVersion } from "@hopper/catalog/server";
import type { FollowerRange } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

import { englishCopy, projectUpdateCopy } from "../../ui/notification-copy";
import { derivedJobId } from "./job-ids";
import { notifyUsers } from "./notify-users";

/** Followers one batch job notifies: one insert of this many rows, a few milliseconds of work. */
export const FOLLOWER_BATCH_SIZE = 1000;

/** The batch job the coordinator sends, one per range of followers. */
export const NOTIFY_FOLLOWERS_JOB = "notifications.notify-followers";

export interface FollowerBatch extends FollowerRange {
  versionId: string;
  projectId: string;
}

/**
 * The pg-boss id of one batch: derived from the version and where the range starts, so a coordinator that
 * runs again (a retry after a crash) sends the same ids and pg-boss keeps the jobs it already has.
 */
export function batchJobId(versionId: string, after: string | null): string {
  return derivedJobId(`version-followers:${versionId}:${after ?? ""}`);
}

type Send = (name: string, payload: unknown, options?: { id?: string }) => Promise<string | null>;

/**
 * The coordinator: splits the project's followers into ranges of `batchSize` (one walk over the (project,
 * user) index) and sends one batch job per range. No follower is touched here, so the work of a project with
 * 100,000 followers is spread over 100 short jobs instead of one long transaction.
 */
export async function fanOutVersion(
  db: DbOrTx,
  event: { versionId: string; projectId: string },
  send: Send,
  batchSize = FOLLOWER_BATCH_SIZE,
): Promise<FollowerBatch[]> {
  const ranges = await followerRanges(db, event.projectId, batchSize);
  const batches = ranges.map((range) => ({ ...event, ...range }));
  for (const batch of batches) {
    await send(NOTIFY_FOLLOWERS_JOB, { batches: [batch] }, { id: batchJobId(event.versionId, batch.after) });
  }
  return batches;
}

/**
 * One batch: the followers in the range whose filters match the version and who may still see the project get
 * a project_update notification, in one insert. The dedupe key `version:{id}` makes a batch that runs twice
 * (a retry after a crash between the insert and the job's completion) deliver nothing new. Returns how many
 * notifications were new.
 */
export async function notifyFollowerBatch(db: DbOrTx, batch: FollowerBatch): Promise<number> {
  const published = await publishedVersion(db, batch.versionId);
  // Taken back to draft (or the project hidden) before this batch ran: nothing to announce any more.
  if (!published || published.project.id !== batch.projectId) return 0;
  const followers = await followersToTell(db, published, batch);
  const { project, version, link } = published;
  return notifyUsers(db, followers, {
    type: "project_update",
    // The reference's wording for project_update (its legacy title and text), from the catalogue the site words
    // it with in the reader's language.
    ...englishCopy(projectUpdateCopy({ project: project.name, version: version.versionNumber })),
    link,
    body: { project_id: project.id, version_id: version.id },
    dedupeKey: `version:${version.id}`,
  });
}
