import type { DbOrTx } from "@hopper/core/db";

import { PUBLIC_STATUSES } from "../projects/statuses";

/**
 * The user's roles on listed projects, for a profile's badges (spec: "badges exist for moderator, creator and
 * team member"): `creator` when they own a listed project (approved or archived), `teamMember` when they are an
 * accepted member, not the owner, of someone else's. Only listed projects count, so a badge never reveals a
 * draft or private project. One query.
 */
export async function userProjectRoles(db: DbOrTx, userId: string): Promise<{ creator: boolean; teamMember: boolean }> {
  const memberships = await db.teamMember.findMany({
    where: { userId, accepted: true, team: { projects: { some: { status: { in: [...PUBLIC_STATUSES] } } } } },
    select: { isOwner: true },
  });
  return {
    creator: memberships.some((membership) => membership.isOwner),
    teamMember: memberships.some((membership) => !membership.isOwner),
  };
}
