import { projectAccessMany, ProjectPermission } from "@hopper/catalog/server";
import { isStaff, type Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

/** A project whose charts the actor may see. */
export interface AnalyticsProject {
  id: string;
  slug: string;
  name: string;
  projectType: string;
  iconUrl: string | null;
  /** The revenue metric: the VIEW_PAYOUTS permission, or staff. */
  canViewRevenue: boolean;
}

export interface AnalyticsProjectsOptions {
  /** Exactly these projects; one the actor may not see is 'not found' (its existence is not revealed). */
  projectIds?: string[];
  /** The organization's projects (its settings tab); only its members with the permission, or staff. */
  organizationId?: string;
}

const projectSelect = {
  id: true,
  slug: true,
  name: true,
  projectType: true,
  iconUrl: true,
  teamId: true,
  organization: { select: { teamId: true } },
} as const;

/**
 * The projects whose analytics the actor may see: those where they hold VIEW_ANALYTICS through the project's team
 * or, for an organization's project, the organization's team (catalog's projectAccess rules, resolved for all
 * projects in one query). Staff see any project they ask for by id or organization; without options, everyone
 * (staff too) gets the projects they are a member of — the dashboard's "your projects".
 */
export async function analyticsProjects(
  db: DbOrTx,
  actor: Actor | null,
  opts: AnalyticsProjectsOptions = {},
): Promise<AnalyticsProject[]> {
  const staff = isStaff(actor);
  let candidates;
  if (opts.projectIds) {
    const ids = [...new Set(opts.projectIds)];
    candidates = await db.project.findMany({ where: { id: { in: ids } }, select: projectSelect });
    if (candidates.length !== ids.length) throw new AppError("not_found", "Project not found.");
  } else if (opts.organizationId) {
    const organization = await db.organization.findUnique({
      where: { id: opts.organizationId },
      select: { teamId: true },
    });
    if (!organization) throw new AppError("not_found", "Organization not found.");
    if (!staff) await requireOrganizationAnalytics(db, actor, organization.teamId);
    candidates = await db.project.findMany({
      where: { organizationId: opts.organizationId },
      select: projectSelect,
    });
  } else {
    if (!actor) return [];
    const memberOf = { some: { userId: actor.userId, accepted: true } };
    candidates = await db.project.findMany({
      where: { OR: [{ team: { members: memberOf } }, { organization: { team: { members: memberOf } } }] },
      select: projectSelect,
    });
  }

  const permissions = await projectAccessMany(
    db,
    actor,
    candidates.map((project) => ({ teamId: project.teamId, organizationTeamId: project.organization?.teamId ?? null })),
  );
  const visible: AnalyticsProject[] = [];
  for (const project of candidates) {
    const bits = permissions.get(project.teamId) ?? 0n;
    const member = (bits & ProjectPermission.VIEW_ANALYTICS) !== 0n;
    // Staff see what they asked for; on the dashboard they only see their own projects like anyone else.
    const asStaff = staff && (opts.projectIds !== undefined || opts.organizationId !== undefined);
    if (!member && !asStaff) {
      if (opts.projectIds) throw new AppError("not_found", "Project not found.");
      continue;
    }
    visible.push({
      id: project.id,
      slug: project.slug,
      name: project.name,
      projectType: project.projectType,
      iconUrl: project.iconUrl,
      canViewRevenue: staff || (bits & ProjectPermission.VIEW_PAYOUTS) !== 0n,
    });
  }
  return visible.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * An organization's analytics need an accepted membership of its team whose project permissions include
 * VIEW_ANALYTICS (the owner has every one); anyone else gets 'not found', as for a project.
 */
async function requireOrganizationAnalytics(db: DbOrTx, actor: Actor | null, teamId: string): Promise<void> {
  const membership = actor
    ? await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: actor.userId } } })
    : null;
  const allowed =
    membership?.accepted === true &&
    (membership.isOwner || (membership.permissions & ProjectPermission.VIEW_ANALYTICS) !== 0n);
  if (!allowed) throw new AppError("not_found", "Organization not found.");
}
