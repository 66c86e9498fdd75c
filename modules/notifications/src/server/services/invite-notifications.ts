import { displayType, findOrganization, findProject } from "@hopper/catalog/server";
import type { TeamInvitedEvent } from "@hopper/catalog/server";
import { findUserByIdOrName } from "@hopper/accounts/server";
import type { DbOrTx } from "@hopper/core/db";

import { englishCopy, inviteCopy } from "../../ui/notification-copy";
import { notify } from "./notify";
import type { NotificationInput } from "./types";

/**
 * What the notification is about: one invitation. A retried job never notifies twice; a new invitation after a
 * declined one (a new team row) does.
 */
export const inviteDedupeKey = (teamId: string, invitationId: string) => `invite:${teamId}:${invitationId}`;

/**
 * The team_invite / organization_invite notification of an invitation, as the reference sends it: body
 * {team_id, invited_by, project_id | organization_id, role} and the Accept / Decline actions of its v2 routes.
 * Null when the project or organization is gone (the invitation went with it). The title and text are the
 * reference's English (REST clients show them), from the en-US catalogue the site words the invitation with in the
 * reader's language (`ui/notification-copy.ts`), so the two never drift.
 */
export async function inviteNotification(db: DbOrTx, event: TeamInvitedEvent): Promise<NotificationInput | null> {
  const [target, inviter] = await Promise.all([
    "projectId" in event
      ? findProject(db, event.projectId).then((project) =>
          project
            ? {
                kind: "project" as const,
                name: project.name,
                link: `/${displayType(project.projectType, project.loaders)}/${project.slug}`,
              }
            : null,
        )
      : findOrganization(db, event.organizationId).then((organization) =>
          organization
            ? { kind: "organization" as const, name: organization.name, link: `/organization/${organization.slug}` }
            : null,
        ),
    findUserByIdOrName(db, event.invitedBy),
  ]);
  if (!target) return null;
  const project = target.kind === "project";
  const { title, text } = englishCopy(
    inviteCopy(target.kind, { target: target.name, role: event.role, inviter: inviter?.username ?? null }),
  );
  return {
    userId: event.userId,
    type: project ? "team_invite" : "organization_invite",
    title,
    text: text.slice(0, 4096),
    link: target.link,
    body: {
      team_id: event.teamId,
      invited_by: event.invitedBy,
      role: event.role,
      ...("projectId" in event ? { project_id: event.projectId } : { organization_id: event.organizationId }),
    },
    actions: [
      { title: "Accept", action_route: ["POST", `team/${event.teamId}/join`] },
      { title: "Decline", action_route: ["DELETE", `team/${event.teamId}/members/${event.userId}`] },
    ],
    dedupeKey: inviteDedupeKey(event.teamId, event.invitationId),
  };
}

/** Notifies the invitee (the catalog.team-invited job and the demo seed). Returns whether it was new. */
export async function notifyInvite(db: DbOrTx, event: TeamInvitedEvent): Promise<boolean> {
  const input = await inviteNotification(db, event);
  return input ? notify(db, input) : false;
}
