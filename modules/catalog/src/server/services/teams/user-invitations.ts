import type { DbOrTx } from "@hopper/core/db";

/**
 * The project invitations a user has not answered yet, newest first: the project (icon, name, type, slug) and
 * the role offered. Organization invitations are not here (their teams own no project). The inviter is not
 * recorded, so it is not shown.
 */
export async function listPendingProjectInvitations(db: DbOrTx, userId: string) {
  const rows = await db.teamMember.findMany({
    where: { userId, accepted: false, team: { projects: { some: {} } } },
    select: {
      role: true,
      createdAt: true,
      team: {
        select: {
          projects: {
            select: { id: true, name: true, slug: true, projectType: true, loaders: true, iconUrl: true },
          },
        },
      },
    },
    orderBy: { createdAt: "desc" },
  });
  return rows.flatMap((row) =>
    row.team.projects.map((project) => ({ project, role: row.role, invitedAt: row.createdAt })),
  );
}
