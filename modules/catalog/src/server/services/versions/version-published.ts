import type { DbOrTx } from "@hopper/core/db";
import { publishEvent } from "@hopper/core/jobs";

import { isApproved } from "../projects/statuses";
import { LISTED_VERSION_STATUSES } from "./version-statuses";

/**
 * Published (inside the writing transaction) when a version becomes publicly visible on a project that passed
 * review: its followers are told (the notifications module subscribes). One event per version, never per file.
 */
export const VERSION_PUBLISHED = "catalog.version-published";

export interface VersionPublishedEvent {
  versionId: string;
  projectId: string;
}

/**
 * Whether a version going from `before` (null: just created) to `after` becomes news for followers: it is
 * listed now and was not shown in version lists before (a draft, scheduled or unlisted version released, or a
 * new listed one). Archived → listed is not news: the version was in the lists all along.
 */
export function becomesPublic(before: string | null, after: string | undefined): boolean {
  if (after !== "listed") return false;
  return before === null || !LISTED_VERSION_STATUSES.includes(before);
}

/**
 * Publishes catalog.version-published for each version that just became public, when the project itself has
 * passed review. A project approved later does not announce the versions it already had: they were made
 * before anyone outside the team could follow it, and announcing every old version at once would bury the
 * followers of a project that returns from private (docs/catalog.md, "Events").
 */
export async function versionsPublished(
  tx: DbOrTx,
  project: { id: string; status: string },
  versionIds: readonly string[],
): Promise<void> {
  if (!isApproved(project.status)) return;
  for (const versionId of new Set(versionIds)) {
    const event: VersionPublishedEvent = { versionId, projectId: project.id };
    await publishEvent(VERSION_PUBLISHED, event, { tx });
  }
}
