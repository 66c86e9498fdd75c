import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { projectAccess } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { listTeamMembers } from "./team-listing";

/**
 * The team as a project's Members settings show it, pending invitations included: for whoever holds a
 * permission on the project (members, its organization's members, staff) and for an invitee. The public
 * roster (accepted members only) is `listTeamMembers(…, { acceptedOnly: true })`.
 */
export async function settingsTeam(db: DbOrTx, actor: Actor | null, projectId: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const project = await getVisibleProject(db, actor, projectId);
  const [access, members] = await Promise.all([
    projectAccess(db, actor, project.teamId),
    listTeamMembers(db, project.teamId),
  ]);
  if (access.permissions === 0n && !members.some((member) => member.userId === actor.userId)) {
    throw new AppError("forbidden", "You are not a member of this project.");
  }
  return members;
}
