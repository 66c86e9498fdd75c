import type { DbOrTx } from "@hopper/core/db";

import { OrganizationPermission } from "./organization-permissions";

/**
 * The user's organization memberships (pending invitations too), oldest first, each with its organization, the
 * organization's project count and its accepted member count. One query: /dashboard/organizations lists them.
 */
export function listMemberOrganizations(db: DbOrTx, userId: string) {
  return db.teamMember.findMany({
    where: { userId, team: { organization: { isNot: null } } },
    include: {
      team: {
        include: {
          organization: { include: { _count: { select: { projects: true } } } },
          _count: { select: { members: { where: { accepted: true } } } },
        },
      },
    },
    orderBy: { createdAt: "asc" },
  });
}

/**
 * The organizations the user may move a project into: accepted memberships where the user is the owner or
 * holds ADD_PROJECT. One query.
 */
export async function organizationsAcceptingProjects(db: DbOrTx, userId: string) {
  const memberships = await db.teamMember.findMany({
    where: { userId, accepted: true, team: { organization: { isNot: null } } },
    include: { team: { include: { organization: true } } },
    orderBy: { createdAt: "asc" },
  });
  return memberships
    .filter((row) => row.isOwner || ((row.organizationPermissions ?? 0n) & OrganizationPermission.ADD_PROJECT) !== 0n)
    .flatMap((row) => (row.team.organization ? [row.team.organization] : []));
}
