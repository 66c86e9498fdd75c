import type { DbOrTx } from "@hopper/core/db";

/** The reference's `version_uploaded` project event, marked on its charts. */
export interface VersionUploadedEvent {
  project_id: string;
  timestamp: string;
  kind: "version_uploaded";
  version_id: string;
  version_name: string;
  version_number: string;
}

/** At most this many events in one answer (the newest kept): a chart marks a few, not every nightly build. */
export const PROJECT_EVENTS_MAX = 1000;

/**
 * The versions the projects published in [start, end), oldest first (one index range per project). The caller may
 * see the projects' analytics, so they are team members who see every version of them.
 */
export async function versionUploadedEvents(
  db: DbOrTx,
  projectIds: readonly string[],
  start: Date,
  end: Date,
): Promise<VersionUploadedEvent[]> {
  if (projectIds.length === 0) return [];
  const versions = await db.version.findMany({
    where: { projectId: { in: [...projectIds] }, datePublished: { gte: start, lt: end } },
    select: { id: true, projectId: true, name: true, versionNumber: true, datePublished: true },
    orderBy: [{ datePublished: "desc" }, { id: "desc" }],
    take: PROJECT_EVENTS_MAX,
  });
  return versions.reverse().map((version) => ({
    project_id: version.projectId,
    timestamp: version.datePublished.toISOString(),
    kind: "version_uploaded",
    version_id: version.id,
    version_name: version.name,
    version_number: version.versionNumber,
  }));
}
