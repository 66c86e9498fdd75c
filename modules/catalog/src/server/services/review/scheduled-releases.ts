import type { Db } from "@hopper/core/db";

import { projectsChanged } from "../projects/project-events";
import { isApproved } from "../projects/statuses";
import { projectStatusChanged } from "../teams/team-events";
import { inTransaction } from "../transaction";
import { versionsPublished } from "../versions/version-published";
import { SETTABLE_VERSION_STATUSES } from "../versions/version-statuses";

// Scheduled releases (the reference's release_scheduled, modrinth-facts.md §4.2): every 5 minutes the catalogue
// publishes `scheduled` projects whose `approved` date has passed and `scheduled` versions whose publish date
// has passed, each to its requested status. Each release is a conditional update on `status = 'scheduled'`, so a
// second run (or two workers at once) releases nothing twice.

/** At most this many of each per run: a backlog drains over the next runs instead of one long transaction. */
const BATCH = 200;

export interface ReleaseReport {
  projects: number;
  versions: number;
}

/** A released project's status: its requested status when that is an approved one, else approved. */
const releasedProjectStatus = (requested: string | null) =>
  requested && isApproved(requested) ? requested : "approved";
/** A released version's status: its requested status when a team could set it, else listed. */
const releasedVersionStatus = (requested: string | null) =>
  requested && SETTABLE_VERSION_STATUSES.includes(requested) ? requested : "listed";

export async function releaseScheduled(db: Db, now = new Date()): Promise<ReleaseReport> {
  const report: ReleaseReport = { projects: 0, versions: 0 };
  const projects = await db.project.findMany({
    where: { status: "scheduled", approved: { lte: now } },
    select: { id: true, requestedStatus: true },
    orderBy: { approved: "asc" },
    take: BATCH,
  });
  for (const project of projects) {
    const status = releasedProjectStatus(project.requestedStatus);
    await inTransaction(db, async (tx) => {
      const released = await tx.project.updateMany({
        where: { id: project.id, status: "scheduled" },
        data: { status },
      });
      if (released.count === 0) return;
      report.projects += 1;
      await projectsChanged(tx, [project.id]);
      await projectStatusChanged(tx, {
        projectId: project.id,
        oldStatus: "scheduled",
        newStatus: status,
        changedBy: null,
        changedAt: now.toISOString(),
        hideIdentity: false,
      });
    });
  }

  const versions = await db.version.findMany({
    where: { status: "scheduled", datePublished: { lte: now } },
    select: { id: true, projectId: true, requestedStatus: true, project: { select: { status: true } } },
    orderBy: { datePublished: "asc" },
    take: BATCH,
  });
  for (const version of versions) {
    const status = releasedVersionStatus(version.requestedStatus);
    await inTransaction(db, async (tx) => {
      const released = await tx.version.updateMany({
        where: { id: version.id, status: "scheduled" },
        data: { status },
      });
      if (released.count === 0) return;
      report.versions += 1;
      await projectsChanged(tx, [version.projectId]);
      // Followers hear of it as of any version that becomes public (only on a project that passed review).
      if (status === "listed") {
        await versionsPublished(tx, { id: version.projectId, status: version.project.status }, [version.id]);
      }
    });
  }
  return report;
}
