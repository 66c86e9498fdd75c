import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { hasNul } from "@hopper/core/validation";

import { projectAccess } from "../permissions";
import { problem, refusal } from "../refusals";
import { slugKey } from "../validation";
import { isViewableByLink } from "./statuses";

// Who may see a project, for one project or many at once; every read and write of a project starts here.

/**
 * A project by id or slug (any case), or null. No visibility check. No id or slug holds a NUL, and PostgreSQL
 * refuses one in a query (a 500 from a form whose hidden id was tampered with), so such a key names nothing.
 */
export async function findProject(db: DbOrTx, idOrSlug: string) {
  if (hasNul(idOrSlug)) return null;
  // The stored description HTML (as large as the description, twice over) is read only by the project page
  // (stored-html-reads.ts), not by every route that looks a project up.
  return db.project.findFirst({
    where: { OR: [{ id: idOrSlug }, { slugKey: slugKey(idOrSlug) }] },
    omit: { bodyHtml: true, bodyHtmlKey: true },
  });
}

/**
 * The visibility rule without a query: viewable by link, or staff, or (`inside`) a member of the project's team
 * (invited ones too) or an accepted member of the organization that owns it. Bulk readers load the memberships
 * once (projectInsiders) and ask this per project.
 */
export function canViewWith(actor: Actor | null, status: string, inside: boolean): boolean {
  if (isViewableByLink(status)) return true;
  if (!actor) return false;
  return isStaff(actor) || inside;
}

/**
 * Whether the actor may see a project: viewable by link, or a team member (invited too), or an accepted member
 * of the organization that owns it, or staff.
 */
export async function canViewProject(
  db: DbOrTx,
  actor: Actor | null,
  project: { id?: string; status: string; teamId: string; organizationId?: string | null },
): Promise<boolean> {
  if (canViewWith(actor, project.status, false)) return true;
  if (!actor) return false;
  const member = await db.teamMember.findFirst({
    where: {
      userId: actor.userId,
      OR: [
        { teamId: project.teamId },
        ...(project.organizationId ? [{ accepted: true, team: { organization: { id: project.organizationId } } }] : []),
      ],
    },
    select: { id: true },
  });
  return member !== null;
}

/**
 * For many projects at once (one query): the ids of those whose team the actor is on (`onTeam`, invited too),
 * and of those where the actor is an accepted member of the team or of the owning organization (`accepted`).
 */
export async function projectInsiders(
  db: DbOrTx,
  actor: Actor | null,
  projects: readonly { id: string; teamId: string; organizationId: string | null }[],
): Promise<{ onTeam: Set<string>; accepted: Set<string> }> {
  const onTeam = new Set<string>();
  const accepted = new Set<string>();
  if (!actor || projects.length === 0) return { onTeam, accepted };
  const organizationIds = [...new Set(projects.flatMap((project) => project.organizationId ?? []))];
  const teamIds = projects.map((project) => project.teamId);
  // Without organizations the rows need no organization of their team (which Prisma would load separately).
  const rows = organizationIds.length
    ? await db.teamMember.findMany({
        where: {
          userId: actor.userId,
          OR: [
            { teamId: { in: teamIds } },
            { accepted: true, team: { organization: { id: { in: organizationIds } } } },
          ],
        },
        select: { teamId: true, accepted: true, team: { select: { organization: { select: { id: true } } } } },
      })
    : (
        await db.teamMember.findMany({
          where: { userId: actor.userId, teamId: { in: teamIds } },
          select: { teamId: true, accepted: true },
        })
      ).map((row) => ({ ...row, team: { organization: null } }));
  for (const project of projects) {
    for (const row of rows) {
      const direct = row.teamId === project.teamId;
      const viaOrganization =
        project.organizationId !== null && row.accepted && row.team.organization?.id === project.organizationId;
      if (direct || viaOrganization) onTeam.add(project.id);
      if ((direct && row.accepted) || viaOrganization) accepted.add(project.id);
    }
  }
  return { onTeam, accepted };
}

/** The project if the actor may see it; otherwise not_found (a hidden project looks like a missing one). */
export async function getVisibleProject(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await findProject(db, idOrSlug);
  if (!project || !(await canViewProject(db, actor, project))) throw refusal("not_found", problem("projectNotFound"));
  return project;
}

/** The project a signed-in actor means to change (not_found when they may not see it). */
export async function loadForMutation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  return getVisibleProject(db, actor, idOrSlug);
}

export async function projectPermissionsFor(db: DbOrTx, actor: Actor | null, teamId: string): Promise<bigint> {
  return (await projectAccess(db, actor, teamId)).permissions;
}
