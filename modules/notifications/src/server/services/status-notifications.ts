import { findProject, listTeamMembers } from "@hopper/catalog/server";
import type { ProjectStatusChangedEvent } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

import { notifyMany } from "./notify";

/**
 * Tells a project's accepted team members that its status changed (the reference's status_change, body
 * {project_id, old_status, new_status}); whoever made the change is not told. `changedAt` makes the dedupe
 * key: a retried job never notifies twice, a later change does. Returns how many were new.
 */
export async function notifyStatusChange(db: DbOrTx, event: ProjectStatusChangedEvent): Promise<number> {
  const project = await findProject(db, event.projectId);
  if (!project) return 0;
  const members = await listTeamMembers(db, project.teamId, { acceptedOnly: true });
  return notifyMany(
    db,
    members
      .filter((member) => member.userId !== event.changedBy)
      .map((member) => ({
        userId: member.userId,
        type: "status_change" as const,
        title: `Project ${project.name} has been ${event.newStatus}`.slice(0, 512),
        text: `The project's status has changed from ${event.oldStatus} to ${event.newStatus}.`,
        link: `/project/${project.id}`,
        body: { project_id: project.id, old_status: event.oldStatus, new_status: event.newStatus },
        dedupeKey: `status:${project.id}:${event.changedAt}`,
      })),
  );
}
