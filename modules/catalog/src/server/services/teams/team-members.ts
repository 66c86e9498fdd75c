import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { problem, refusal } from "../refusals";
import type { Problem } from "../refusals";

// Team rows shared by project teams and organization teams. Callers check permissions first; these only
// enforce what holds for every team (one row per user, invitations pending until accepted).

export const ROLE_MAX = 64;

export function checkRole(role: string): string {
  const trimmed = role.trim();
  if (trimmed.length < 1 || trimmed.length > ROLE_MAX) {
    throw refusal("invalid_input", problem("members.roleLength", { max: String(ROLE_MAX) }));
  }
  return trimmed;
}

/** Adds a pending invitation (accepted = false) for an existing user who has no row in the team yet. */
export async function addInvitation(
  db: DbOrTx,
  teamId: string,
  input: {
    userId: string;
    role?: string;
    permissions?: bigint;
    organizationPermissions?: bigint | null;
    payoutsSplit?: number;
    ordering?: number;
  },
) {
  const role = checkRole(input.role ?? "Member");
  const user = await db.user.findUnique({ where: { id: input.userId } });
  if (!user) throw refusal("not_found", problem("members.userNotFound"));
  const existing = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: user.id } } });
  if (existing) {
    throw refusal("conflict", problem(existing.accepted ? "members.alreadyMember" : "members.alreadyInvited"));
  }
  return db.teamMember.create({
    data: {
      id: newId(),
      teamId,
      userId: user.id,
      role,
      permissions: input.permissions ?? 0n,
      organizationPermissions: input.organizationPermissions ?? null,
      accepted: false,
      payoutsSplit: input.payoutsSplit ?? 0,
      ordering: input.ordering ?? (await db.teamMember.count({ where: { teamId } })),
    },
  });
}

/** The user's row in a team, or not_found with `missing`. */
export async function teamRowOf(db: DbOrTx, teamId: string, userId: string, missing: Problem) {
  const row = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });
  if (!row) throw refusal("not_found", missing);
  return row;
}

/**
 * The first half of every ownership change (a project's, an organization's, a project handed over as it leaves
 * its organization): the old owner becomes a member who keeps `everything` (all the bits of the team's kind), and
 * an "Owner" role becomes "Member". It comes before the promotion: one owner per team is a unique index.
 */
export function demoteOwner(
  db: DbOrTx,
  owner: { id: string; role: string },
  everything: { permissions: bigint; organizationPermissions?: bigint },
) {
  return db.teamMember.update({
    where: { id: owner.id },
    data: { isOwner: false, role: owner.role === "Owner" ? "Member" : owner.role, ...everything },
  });
}
