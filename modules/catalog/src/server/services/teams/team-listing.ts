import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "../refusals";

/**
 * A team's rows with each member's username, owner first then in the team's order. Pending invitations too
 * unless `acceptedOnly`: the settings' Members tab shows them, the project page does not. Callers decide who
 * may see the list (the settings pages are for members, invitees and staff).
 */
export function listTeamMembers(db: DbOrTx, teamId: string, { acceptedOnly = false } = {}) {
  return db.teamMember.findMany({
    where: { teamId, ...(acceptedOnly ? { accepted: true } : {}) },
    include: { user: { select: { id: true, username: true } } },
    orderBy: [{ isOwner: "desc" }, { ordering: "asc" }],
  });
}

/** The user's row in a team (accepted or a pending invitation), or null. */
export function teamMemberRow(db: DbOrTx, teamId: string, userId: string) {
  return db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });
}

/** The id of the user with this username (any case), or not_found: invitations name the invitee by username. */
export async function userIdByUsername(db: DbOrTx, username: string): Promise<string> {
  const user = await db.user.findUnique({
    where: { usernameKey: username.trim().toLowerCase() },
    select: { id: true },
  });
  if (!user) throw refusal("not_found", problem("members.userNotFound"));
  return user.id;
}
