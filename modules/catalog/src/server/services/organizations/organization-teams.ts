import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

/**
 * Each organization with its team (users included, owner first, then by ordering), loading every team in one
 * query. Pending invitations are kept only for insiders (the organization's accepted members and staff), and
 * `insider` tells the caller whether permissions may be shown — the rule listOrganizationMembers applies to one.
 */
export async function organizationTeams<O extends { teamId: string }>(
  db: DbOrTx,
  actor: Actor | null,
  organizations: readonly O[],
) {
  const members = await db.teamMember.findMany({
    where: { teamId: { in: organizations.map((organization) => organization.teamId) } },
    include: { user: true },
    orderBy: [{ isOwner: "desc" }, { ordering: "asc" }, { createdAt: "asc" }],
  });
  return organizations.map((organization) => {
    const team = members.filter((member) => member.teamId === organization.teamId);
    const insider = isStaff(actor) || team.some((member) => member.userId === actor?.userId && member.accepted);
    return { organization, insider, members: team.filter((member) => member.accepted || insider) };
  });
}
