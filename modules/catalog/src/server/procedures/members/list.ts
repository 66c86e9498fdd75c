import { actorOf } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { publicProcedure } from "@hopper/core/trpc";

import { permissionNames, projectAccess } from "../../services/permissions";
import { getVisibleProject } from "../../services/projects/project-access";
import { listTeamMembers } from "../../services/teams/team-listing";
import { projectRef } from "../inputs";

/**
 * The team as its Members settings show it, pending invitations included: for whoever holds a permission on the
 * project (members, its organization's members, staff) and for an invitee. The public roster is elsewhere.
 */
export const list = publicProcedure.input(projectRef).query(async ({ ctx, input }) => {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const project = await getVisibleProject(ctx.db, actor, input.projectId);
  const [access, members] = await Promise.all([
    projectAccess(ctx.db, actor, project.teamId),
    listTeamMembers(ctx.db, project.teamId),
  ]);
  if (access.permissions === 0n && !members.some((member) => member.userId === actor.userId)) {
    throw new AppError("forbidden", "You are not a member of this project.");
  }
  return members.map((member) => ({
    id: member.id,
    userId: member.userId,
    username: member.user.username,
    role: member.role,
    isOwner: member.isOwner,
    accepted: member.accepted,
    permissions: permissionNames(member.permissions),
  }));
});
