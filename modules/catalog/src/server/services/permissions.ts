import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { problem, refusal } from "./refusals";

/** Project team permission bit flags (numbered as in the reference platform's API). */
export const ProjectPermission = {
  UPLOAD_VERSION: 1n << 0n,
  DELETE_VERSION: 1n << 1n,
  EDIT_DETAILS: 1n << 2n,
  EDIT_BODY: 1n << 3n,
  MANAGE_INVITES: 1n << 4n,
  REMOVE_MEMBER: 1n << 5n,
  EDIT_MEMBER: 1n << 6n,
  DELETE_PROJECT: 1n << 7n,
  VIEW_ANALYTICS: 1n << 8n,
  VIEW_PAYOUTS: 1n << 9n,
} as const;
export type ProjectPermissionName = keyof typeof ProjectPermission;

export const ALL_PROJECT_PERMISSIONS = Object.values(ProjectPermission).reduce((all, bit) => all | bit, 0n);
/** What a moderator may do on any project without being a member. */
export const MODERATOR_PERMISSIONS =
  ProjectPermission.EDIT_DETAILS | ProjectPermission.EDIT_BODY | ProjectPermission.UPLOAD_VERSION;

export const permissionNames = (bits: bigint): ProjectPermissionName[] =>
  (Object.keys(ProjectPermission) as ProjectPermissionName[]).filter((name) => (bits & ProjectPermission[name]) !== 0n);

export const permissionBits = (names: readonly string[]): bigint =>
  names.reduce((bits, name) => {
    const bit = ProjectPermission[name as ProjectPermissionName];
    if (bit === undefined) throw new AppError("invalid_input", `Unknown permission: ${name}.`);
    return bits | bit;
  }, 0n);

export interface ProjectAccess {
  /** Accepted membership of the project's team, if any. */
  member: { id: string; isOwner: boolean; permissions: bigint } | null;
  permissions: bigint;
}

/**
 * Resolution order: admin → every permission; accepted team member → its flags (the owner → every one);
 * accepted member of the organization that owns the project → its project flags (the organization's owner →
 * every one); moderator → EDIT_DETAILS | EDIT_BODY | UPLOAD_VERSION; everyone else → none.
 */
export async function projectAccess(db: DbOrTx, actor: Actor | null, teamId: string): Promise<ProjectAccess> {
  if (!actor) return { member: null, permissions: 0n };
  // One query: the membership of the project's team and of its organization's team, if any.
  const rows = await db.teamMember.findMany({
    where: {
      userId: actor.userId,
      OR: [{ teamId }, { accepted: true, team: { organization: { projects: { some: { teamId } } } } }],
    },
  });
  const row = rows.find((candidate) => candidate.teamId === teamId);
  const viaOrganization = rows.find((candidate) => candidate.teamId !== teamId);
  return resolveAccess(actor, row, viaOrganization);
}

interface MembershipRow {
  id: string;
  isOwner: boolean;
  permissions: bigint;
  accepted: boolean;
}

/** The resolution order of projectAccess over already loaded memberships (shared with projectAccessMany). */
function resolveAccess(
  actor: Actor,
  row: MembershipRow | undefined,
  viaOrganization: MembershipRow | undefined,
): ProjectAccess {
  const member = row?.accepted ? { id: row.id, isOwner: row.isOwner, permissions: row.permissions } : null;
  if (actor.role === "admin") return { member, permissions: ALL_PROJECT_PERMISSIONS };
  if (member) return { member, permissions: member.isOwner ? ALL_PROJECT_PERMISSIONS : member.permissions };
  if (viaOrganization) {
    return {
      member: null,
      permissions: viaOrganization.isOwner ? ALL_PROJECT_PERMISSIONS : viaOrganization.permissions,
    };
  }
  if (actor.role === "moderator") return { member: null, permissions: MODERATOR_PERMISSIONS };
  return { member: null, permissions: 0n };
}

/**
 * projectAccess for many projects in one query (charts over all of a creator's projects): the permissions per
 * project team id. `projects` name each project's team and, for an organization's project, the organization's team.
 */
export async function projectAccessMany(
  db: DbOrTx,
  actor: Actor | null,
  projects: readonly { teamId: string; organizationTeamId: string | null }[],
): Promise<Map<string, bigint>> {
  const result = new Map<string, bigint>();
  if (!actor) {
    for (const project of projects) result.set(project.teamId, 0n);
    return result;
  }
  const teamIds = new Set<string>();
  for (const project of projects) {
    teamIds.add(project.teamId);
    if (project.organizationTeamId) teamIds.add(project.organizationTeamId);
  }
  const rows = await db.teamMember.findMany({ where: { userId: actor.userId, teamId: { in: [...teamIds] } } });
  const byTeam = new Map(rows.map((row) => [row.teamId, row]));
  for (const project of projects) {
    const organizationRow = project.organizationTeamId ? byTeam.get(project.organizationTeamId) : undefined;
    // projectAccess counts only an accepted organization membership.
    const viaOrganization = organizationRow?.accepted ? organizationRow : undefined;
    result.set(project.teamId, resolveAccess(actor, byTeam.get(project.teamId), viaOrganization).permissions);
  }
  return result;
}

/** Throws unauthorized for anonymous callers and forbidden when the flag is missing. */
export async function requireProjectPermission(
  db: DbOrTx,
  actor: Actor | null,
  teamId: string,
  permission: ProjectPermissionName,
): Promise<ProjectAccess> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const access = await projectAccess(db, actor, teamId);
  // The refusal names the missing permission (the catalogue's `permissions.<name>`).
  if ((access.permissions & ProjectPermission[permission]) === 0n) {
    throw refusal("forbidden", problem(`permissions.${permission}`));
  }
  return access;
}
