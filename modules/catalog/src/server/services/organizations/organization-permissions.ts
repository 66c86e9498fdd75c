import type { DbOrTx } from "@hopper/core/db";

import type { Actor } from "@hopper/core/auth";
import { problem, refusal } from "../refusals";

/** Organization permission bit flags (numbered as in the reference platform's API). */
export const OrganizationPermission = {
  EDIT_DETAILS: 1n << 0n,
  MANAGE_INVITES: 1n << 1n,
  REMOVE_MEMBER: 1n << 2n,
  EDIT_MEMBER: 1n << 3n,
  ADD_PROJECT: 1n << 4n,
  REMOVE_PROJECT: 1n << 5n,
  DELETE_ORGANIZATION: 1n << 6n,
  EDIT_MEMBER_DEFAULT_PERMISSIONS: 1n << 7n,
} as const;
export type OrganizationPermissionName = keyof typeof OrganizationPermission;

export const ALL_ORGANIZATION_PERMISSIONS = Object.values(OrganizationPermission).reduce((all, bit) => all | bit, 0n);
/** What a moderator may do on any organization without being a member: correct its details. */
export const MODERATOR_ORGANIZATION_PERMISSIONS = OrganizationPermission.EDIT_DETAILS;

export const organizationPermissionNames = (bits: bigint): OrganizationPermissionName[] =>
  (Object.keys(OrganizationPermission) as OrganizationPermissionName[]).filter(
    (name) => (bits & OrganizationPermission[name]) !== 0n,
  );

export const organizationPermissionBits = (names: readonly string[]): bigint =>
  names.reduce((bits, name) => {
    const bit = OrganizationPermission[name as OrganizationPermissionName];
    if (bit === undefined) throw refusal("invalid_input", problem("organizations.unknownPermission", { name }));
    return bits | bit;
  }, 0n);

export interface OrganizationAccess {
  /** Accepted membership of the organization's team, if any. */
  member: { id: string; isOwner: boolean } | null;
  permissions: bigint;
}

/**
 * Resolution order: admin → every permission; accepted member → its organization flags (the owner → every
 * one); moderator → EDIT_DETAILS; everyone else → none.
 */
export async function organizationAccess(db: DbOrTx, actor: Actor | null, teamId: string): Promise<OrganizationAccess> {
  if (!actor) return { member: null, permissions: 0n };
  const row = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: actor.userId } } });
  const member = row?.accepted ? { id: row.id, isOwner: row.isOwner } : null;
  if (actor.role === "admin") return { member, permissions: ALL_ORGANIZATION_PERMISSIONS };
  if (member) {
    return {
      member,
      permissions: member.isOwner ? ALL_ORGANIZATION_PERMISSIONS : (row?.organizationPermissions ?? 0n),
    };
  }
  if (actor.role === "moderator") return { member: null, permissions: MODERATOR_ORGANIZATION_PERMISSIONS };
  return { member: null, permissions: 0n };
}

/** Throws unauthorized for anonymous callers and forbidden when the flag is missing. */
export async function requireOrganizationPermission(
  db: DbOrTx,
  actor: Actor | null,
  teamId: string,
  permission: OrganizationPermissionName,
): Promise<OrganizationAccess> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const access = await organizationAccess(db, actor, teamId);
  if ((access.permissions & OrganizationPermission[permission]) === 0n) {
    throw refusal("forbidden", problem(`organizations.permissions.${permission}`));
  }
  return access;
}
