import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";

import { ALL_PROJECT_PERMISSIONS, requireProjectPermission } from "../permissions";
import { projectsChanged } from "../projects/project-events";
import { canViewWith, getVisibleProject, projectInsiders } from "../projects/project-access";
import { addInvitation, checkRole, demoteOwner } from "./team-members";
import { teamInvited } from "./team-events";
import { inTransaction } from "../transaction";
import { problem, refusal } from "../refusals";

const MEMBER_USER = {
  select: { id: true, username: true, avatarUrl: true, bio: true, createdAt: true, role: true },
} as const;

/** Members of a project's team; pending invitations only for members and staff. */
export async function listMembers(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  return (await projectRoster(db, actor, idOrSlug)).members;
}

/** A project's roster (see teamRosters); not_found when the actor may not see the project. */
export async function projectRoster(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await getVisibleProject(db, actor, idOrSlug);
  const roster = (await teamRosters(db, actor, [project.teamId])).get(project.teamId);
  return roster ?? { projectId: project.id, insider: false, members: [] };
}

/**
 * The rosters of the teams the actor may see, keyed by team id: project teams (those of hidden projects are left
 * out) and organization teams (organizations are public), in four queries whatever the number of teams.
 * `insider` (an accepted member, or staff) sees pending invitations and the members' permissions and payout
 * splits; `projectId` is null for an organization's team.
 */
export async function teamRosters(db: DbOrTx, actor: Actor | null, teamIds: readonly string[]) {
  const ids = [...new Set(teamIds)];
  const [projects, organizations] = await Promise.all([
    db.project.findMany({
      where: { teamId: { in: ids } },
      select: { id: true, teamId: true, status: true, organizationId: true },
    }),
    db.organization.findMany({ where: { teamId: { in: ids } }, select: { teamId: true } }),
  ]);
  const [members, insiders] = await Promise.all([
    db.teamMember.findMany({
      where: { teamId: { in: [...projects, ...organizations].map((owner) => owner.teamId) } },
      include: { user: MEMBER_USER },
      orderBy: [{ isOwner: "desc" }, { ordering: "asc" }, { createdAt: "asc" }],
    }),
    projectInsiders(db, actor, projects),
  ]);
  const rosters = new Map<string, { projectId: string | null; insider: boolean; members: typeof members }>();
  for (const project of projects) {
    if (!canViewWith(actor, project.status, insiders.onTeam.has(project.id))) continue;
    const insider = isStaff(actor) || insiders.accepted.has(project.id);
    const team = members.filter((member) => member.teamId === project.teamId && (member.accepted || insider));
    rosters.set(project.teamId, { projectId: project.id, insider, members: team });
  }
  for (const { teamId } of organizations) {
    const team = members.filter((member) => member.teamId === teamId);
    const insider = isStaff(actor) || team.some((member) => member.userId === actor?.userId && member.accepted);
    rosters.set(teamId, { projectId: null, insider, members: team.filter((member) => member.accepted || insider) });
  }
  return rosters;
}

/** A team's roster (a project's or an organization's); not_found when unknown or the project is hidden. */
export async function teamRoster(db: DbOrTx, actor: Actor | null, teamId: string) {
  const roster = (await teamRosters(db, actor, [teamId])).get(teamId);
  if (!roster) throw refusal("not_found", problem("members.teamNotFound"));
  return roster;
}

/** What a team belongs to: a project or an organization (every team belongs to exactly one). */
export async function teamOwner(
  db: DbOrTx,
  teamId: string,
): Promise<{ projectId: string } | { organizationId: string }> {
  const [project, organization] = await Promise.all([
    db.project.findUnique({ where: { teamId }, select: { id: true } }),
    db.organization.findUnique({ where: { teamId }, select: { id: true } }),
  ]);
  if (project) return { projectId: project.id };
  if (organization) return { organizationId: organization.id };
  throw refusal("not_found", problem("members.teamNotFound"));
}

/** Payout split: a weight between 0 and 5000, as on the reference platform. */
export const PAYOUTS_SPLIT_MAX = 5000;

function checkSplit(split: number | undefined): number | undefined {
  if (split === undefined) return undefined;
  if (!Number.isFinite(split) || split < 0 || split > PAYOUTS_SPLIT_MAX) {
    throw refusal("invalid_input", problem("members.payoutsSplit", { max: String(PAYOUTS_SPLIT_MAX) }));
  }
  return split;
}

/**
 * Invites a user (pending until accepted). Needs MANAGE_INVITES; the invitation may only carry permissions
 * the inviter has.
 */
export async function inviteMember(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  input: { userId: string; role?: string; permissions?: bigint; payoutsSplit?: number; ordering?: number },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const access = await requireProjectPermission(db, actor, project.teamId, "MANAGE_INVITES");
  const permissions = input.permissions ?? 0n;
  if ((permissions & ~access.permissions) !== 0n) {
    throw refusal("forbidden", problem("members.cannotGive"));
  }
  const payoutsSplit = checkSplit(input.payoutsSplit);
  // The invitation and its announcement (the invitee's notification) commit together or not at all.
  return inTransaction(db, async (tx) => {
    const row = await addInvitation(tx, project.teamId, {
      userId: input.userId,
      role: input.role,
      permissions,
      payoutsSplit,
      ordering: input.ordering,
    });
    await teamInvited(tx, {
      teamId: project.teamId,
      invitationId: row.id,
      userId: row.userId,
      invitedBy: actor.userId,
      role: row.role,
      projectId: project.id,
    });
    return row;
  });
}

async function ownInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const invitation = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: project.teamId, userId: actor.userId } },
  });
  if (!invitation || invitation.accepted) throw refusal("not_found", problem("members.noInvitation"));
  return invitation;
}

export async function acceptInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const invitation = await ownInvitation(db, actor, idOrSlug);
  return db.teamMember.update({ where: { id: invitation.id }, data: { accepted: true } });
}

export async function declineInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const invitation = await ownInvitation(db, actor, idOrSlug);
  await db.teamMember.delete({ where: { id: invitation.id } });
}

async function memberOf(db: DbOrTx, teamId: string, userId: string) {
  const member = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });
  if (!member) throw refusal("not_found", problem("members.notInProject"));
  return member;
}

/** Changes a member's role and permissions. Needs EDIT_MEMBER; the owner's permissions are fixed. */
export async function editMember(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  userId: string,
  input: { role?: string; permissions?: bigint; ordering?: number; payoutsSplit?: number },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const access = await requireProjectPermission(db, actor, project.teamId, "EDIT_MEMBER");
  const member = await memberOf(db, project.teamId, userId);
  if (input.permissions !== undefined) {
    if (member.isOwner) throw refusal("invalid_input", problem("members.ownerPermissions"));
    if ((input.permissions & ~access.permissions) !== 0n) {
      throw refusal("forbidden", problem("members.cannotGive"));
    }
  }
  return db.teamMember.update({
    where: { id: member.id },
    data: {
      role: input.role === undefined ? undefined : checkRole(input.role),
      permissions: input.permissions,
      ordering: input.ordering,
      payoutsSplit: checkSplit(input.payoutsSplit),
    },
  });
}

/**
 * Removes a member or withdraws an invitation. Needs REMOVE_MEMBER (MANAGE_INVITES for a pending one), except
 * that anyone may leave. The owner cannot be removed: transfer ownership first.
 */
export async function removeMember(db: DbOrTx, actor: Actor | null, idOrSlug: string, userId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const member = await memberOf(db, project.teamId, userId);
  if (member.isOwner) throw refusal("invalid_input", problem("members.ownerRemoval"));
  if (userId !== actor.userId) {
    await requireProjectPermission(db, actor, project.teamId, member.accepted ? "REMOVE_MEMBER" : "MANAGE_INVITES");
  }
  await db.teamMember.delete({ where: { id: member.id } });
}

/**
 * Makes another accepted member the owner; the old owner stays a member with every permission. Only the
 * owner or an admin may do it. Run it in a transaction: the old owner is demoted before the new one is promoted.
 */
export async function transferOwnership(db: DbOrTx, actor: Actor | null, idOrSlug: string, userId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const owner = await db.teamMember.findFirst({ where: { teamId: project.teamId, isOwner: true } });
  if (owner?.userId !== actor.userId && actor.role !== "admin") {
    throw refusal("forbidden", problem("members.ownerTransfers"));
  }
  const next = await memberOf(db, project.teamId, userId);
  if (!next.accepted) throw refusal("invalid_input", problem("members.newOwnerAccepted"));
  if (next.isOwner) return next;
  if (owner) await demoteOwner(db, owner, { permissions: ALL_PROJECT_PERMISSIONS });
  const promoted = await db.teamMember.update({
    where: { id: next.id },
    data: { isOwner: true, permissions: ALL_PROJECT_PERMISSIONS },
  });
  // Search hits show the owner as the author.
  await projectsChanged(db, [project.id]);
  return promoted;
}
