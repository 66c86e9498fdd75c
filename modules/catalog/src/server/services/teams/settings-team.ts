import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { projectAccess } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { listTeamMembers } from "./team-listing";
import { problem, refusal } from "../refusals";

/**
 * The team as a project's Members settings show it, pending invitations included: for whoever holds a
 * permission on the project (members, its organization's members, staff) and for an invitee. The public
 * roster (accepted members only) is `listTeamMembers(…, { acceptedOnly: true })`.
 */
export async function settingsTeam(db: DbOrTx, actor: Actor | null, projectId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, projectId);
  const [access, members] = await Promise.all([
    projectAccess(db, actor, project.teamId),
    listTeamMembers(db, project.teamId),
  ]);
  if (access.permissions === 0n && !members.some((member) => member.userId === actor.userId)) {
    throw refusal("forbidden", problem("members.notYourProject"));
  }
  return members;
}
