import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";

import {
  ALL_ORGANIZATION_PERMISSIONS,
  organizationAccess,
  OrganizationPermission,
  requireOrganizationPermission,
} from "./organization-permissions";
import { getOrganization } from "./organizations";
import { ALL_PROJECT_PERMISSIONS } from "../permissions";
import { addInvitation, checkRole, demoteOwner, teamRowOf } from "../teams/team-members";
import { teamInvited } from "../teams/team-events";
import { inTransaction } from "../transaction";
import { problem, refusal } from "../refusals";

/** Members of an organization's team; pending invitations only for its members and staff. */
export async function listOrganizationMembers(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const organization = await getOrganization(db, idOrSlug);
  const members = await db.teamMember.findMany({
    where: { teamId: organization.teamId },
    include: { user: true },
    orderBy: [{ isOwner: "desc" }, { ordering: "asc" }, { createdAt: "asc" }],
  });
  const insider = isStaff(actor) || members.some((member) => member.userId === actor?.userId && member.accepted);
  return { organization, insider, members: members.filter((member) => member.accepted || insider) };
}

/** What the inviter may hand out: its own project bits (all for the owner and admins) and organization bits. */
async function grantable(db: DbOrTx, actor: Actor, teamId: string, organizationBits: bigint) {
  const row = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: actor.userId } } });
  const everything = actor.role === "admin" || Boolean(row?.isOwner && row.accepted);
  return {
    project: everything ? ALL_PROJECT_PERMISSIONS : row?.accepted ? row.permissions : 0n,
    organization: organizationBits,
  };
}

function assertGrantable(
  limits: { project: bigint; organization: bigint },
  input: { permissions?: bigint; organizationPermissions?: bigint },
) {
  if (
    ((input.permissions ?? 0n) & ~limits.project) !== 0n ||
    ((input.organizationPermissions ?? 0n) & ~limits.organization) !== 0n
  ) {
    throw refusal("forbidden", problem("members.cannotGive"));
  }
}

/**
 * The project permissions an organization member gets on its projects are the organization's default member
 * permissions: handing out or changing them needs EDIT_MEMBER_DEFAULT_PERMISSIONS (as on the reference).
 */
function assertDefaultsEditable(access: { permissions: bigint }) {
  if ((access.permissions & OrganizationPermission.EDIT_MEMBER_DEFAULT_PERMISSIONS) === 0n) {
    throw refusal("forbidden", problem("organizations.permissions.EDIT_MEMBER_DEFAULT_PERMISSIONS"));
  }
}

/**
 * Invites a user (pending until accepted). Needs MANAGE_INVITES, and EDIT_MEMBER_DEFAULT_PERMISSIONS to give
 * project permissions. `permissions` are the project permissions the
 * member gets on the organization's projects, `organizationPermissions` the organization's own; the invitation
 * may only carry bits the inviter has.
 */
export async function inviteOrganizationMember(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  input: { userId: string; role?: string; permissions?: bigint; organizationPermissions?: bigint },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  const access = await requireOrganizationPermission(db, actor, organization.teamId, "MANAGE_INVITES");
  if ((input.permissions ?? 0n) !== 0n) assertDefaultsEditable(access);
  assertGrantable(await grantable(db, actor, organization.teamId, access.permissions), input);
  // The invitation and its announcement (the invitee's notification) commit together or not at all.
  return inTransaction(db, async (tx) => {
    const row = await addInvitation(tx, organization.teamId, {
      userId: input.userId,
      role: input.role,
      permissions: input.permissions ?? 0n,
      organizationPermissions: input.organizationPermissions ?? 0n,
    });
    await teamInvited(tx, {
      teamId: organization.teamId,
      invitationId: row.id,
      userId: row.userId,
      invitedBy: actor.userId,
      role: row.role,
      organizationId: organization.id,
    });
    return row;
  });
}

async function ownInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  const row = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: organization.teamId, userId: actor.userId } },
  });
  if (!row || row.accepted) throw refusal("not_found", problem("organizations.noInvitation"));
  return row;
}

export async function acceptOrganizationInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const invitation = await ownInvitation(db, actor, idOrSlug);
  return db.teamMember.update({ where: { id: invitation.id }, data: { accepted: true } });
}

export async function declineOrganizationInvitation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const invitation = await ownInvitation(db, actor, idOrSlug);
  await db.teamMember.delete({ where: { id: invitation.id } });
}

/**
 * Changes a member's role and permissions. Needs EDIT_MEMBER, and EDIT_MEMBER_DEFAULT_PERMISSIONS to change the
 * project permissions (sending them unchanged is fine: the settings form always sends both sets). The owner's
 * permissions are fixed.
 */
export async function editOrganizationMember(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  userId: string,
  input: { role?: string; permissions?: bigint; organizationPermissions?: bigint },
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  const access = await requireOrganizationPermission(db, actor, organization.teamId, "EDIT_MEMBER");
  const member = await teamRowOf(db, organization.teamId, userId, problem("organizations.notAMember"));
  if (member.isOwner && (input.permissions !== undefined || input.organizationPermissions !== undefined)) {
    throw refusal("invalid_input", problem("members.ownerPermissions"));
  }
  if (input.permissions !== undefined && input.permissions !== member.permissions) assertDefaultsEditable(access);
  assertGrantable(await grantable(db, actor, organization.teamId, access.permissions), input);
  return db.teamMember.update({
    where: { id: member.id },
    data: {
      role: input.role === undefined ? undefined : checkRole(input.role),
      permissions: input.permissions,
      organizationPermissions: input.organizationPermissions,
    },
  });
}

/**
 * Removes a member or withdraws an invitation. Needs REMOVE_MEMBER (MANAGE_INVITES for a pending one), except
 * that anyone may leave. The owner cannot be removed.
 */
export async function removeOrganizationMember(db: DbOrTx, actor: Actor | null, idOrSlug: string, userId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  const member = await teamRowOf(db, organization.teamId, userId, problem("organizations.notAMember"));
  if (member.isOwner) throw refusal("invalid_input", problem("organizations.ownerRemoval"));
  if (userId !== actor.userId) {
    await requireOrganizationPermission(
      db,
      actor,
      organization.teamId,
      member.accepted ? "REMOVE_MEMBER" : "MANAGE_INVITES",
    );
  }
  await db.teamMember.delete({ where: { id: member.id } });
}

/**
 * Makes another accepted member the organization's owner; the old owner stays a member with every permission of
 * both sets. Only the owner or an admin may do it. Run it in a transaction: the old owner is demoted before the
 * new one is promoted (one owner per team, enforced by a unique index).
 */
export async function transferOrganizationOwnership(db: DbOrTx, actor: Actor | null, idOrSlug: string, userId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  const owner = await db.teamMember.findFirst({ where: { teamId: organization.teamId, isOwner: true } });
  if (owner?.userId !== actor.userId && actor.role !== "admin") {
    throw refusal("forbidden", problem("organizations.ownerTransfers"));
  }
  const next = await teamRowOf(db, organization.teamId, userId, problem("organizations.notAMember"));
  if (!next.accepted) throw refusal("invalid_input", problem("organizations.newOwnerAccepted"));
  if (next.isOwner) return next;
  const everything = { permissions: ALL_PROJECT_PERMISSIONS, organizationPermissions: ALL_ORGANIZATION_PERMISSIONS };
  if (owner) await demoteOwner(db, owner, everything);
  return db.teamMember.update({
    where: { id: next.id },
    data: { isOwner: true, role: next.role === "Member" ? "Owner" : next.role, ...everything },
  });
}

/** The actor's organization permission bits (0 for visitors), for pages that show or hide controls. */
export async function organizationPermissionsFor(db: DbOrTx, actor: Actor | null, teamId: string) {
  return (await organizationAccess(db, actor, teamId)).permissions;
}
