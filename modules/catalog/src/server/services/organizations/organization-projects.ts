import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";

import { organizationAccess, OrganizationPermission, requireOrganizationPermission } from "./organization-permissions";
import { getOrganization } from "./organizations";
import { ALL_PROJECT_PERMISSIONS } from "../permissions";
import { projectsChanged } from "../projects/project-events";
import { newId } from "@hopper/core/db";
import { getVisibleProject } from "../projects/project-access";
import { PUBLIC_STATUSES } from "../projects/statuses";
import { problem, refusal } from "../refusals";
import { demoteOwner } from "../teams/team-members";

export const ALREADY_IN_ORGANIZATION = problem("organizations.alreadyInOrganization").text;
export const NOT_IN_ORGANIZATION = problem("organizations.notInOrganization").text;
export const ONLY_OWNER_ADDS = problem("organizations.onlyOwnerAdds").text;

async function isProjectOwner(db: DbOrTx, actor: Actor, teamId: string) {
  const row = await db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: actor.userId } } });
  return Boolean(row?.accepted && row.isOwner);
}

/**
 * Moves a project into an organization. The project's owner (or an admin) does it, and needs ADD_PROJECT in the
 * organization. The project keeps its own team; the organization's members get their project permissions on it.
 */
export async function addProjectToOrganization(
  db: DbOrTx,
  actor: Actor | null,
  organizationIdOrSlug: string,
  projectIdOrSlug: string,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, organizationIdOrSlug);
  await requireOrganizationPermission(db, actor, organization.teamId, "ADD_PROJECT");
  const project = await getVisibleProject(db, actor, projectIdOrSlug);
  if (actor.role !== "admin" && !(await isProjectOwner(db, actor, project.teamId))) {
    throw refusal("forbidden", problem("organizations.onlyOwnerAdds"));
  }
  if (project.organizationId === organization.id) return project;
  if (project.organizationId) throw refusal("conflict", problem("organizations.alreadyInOrganization"));
  // Conditional update: two concurrent moves cannot both win.
  const moved = await db.project.updateMany({
    where: { id: project.id, organizationId: null },
    data: { organizationId: organization.id },
  });
  if (moved.count === 0) throw refusal("conflict", problem("organizations.alreadyInOrganization"));
  await projectsChanged(db, [project.id]);
  return { ...project, organizationId: organization.id };
}

/**
 * Takes a project out of an organization. Needs REMOVE_PROJECT in the organization, or being the project's owner.
 * `newOwnerId` (as the reference's `new_owner`) names an accepted member of the organization who becomes the
 * project's owner as it leaves (joining its team if needed; the old owner stays with every permission); without
 * it the project keeps its owner. Run it in a transaction.
 */
export async function removeProjectFromOrganization(
  db: DbOrTx,
  actor: Actor | null,
  organizationIdOrSlug: string,
  projectIdOrSlug: string,
  newOwnerId?: string,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, organizationIdOrSlug);
  const project = await getVisibleProject(db, actor, projectIdOrSlug);
  if (project.organizationId !== organization.id)
    throw refusal("not_found", problem("organizations.notInOrganization"));
  if (!(await isProjectOwner(db, actor, project.teamId))) {
    await requireOrganizationPermission(db, actor, organization.teamId, "REMOVE_PROJECT");
  }
  if (newOwnerId) await handProjectTo(db, organization.teamId, project.teamId, newOwnerId);
  await db.project.update({ where: { id: project.id }, data: { organizationId: null } });
  await projectsChanged(db, [project.id]);
  return { ...project, organizationId: null };
}

/** Makes an accepted member of the organization's team the owner of the project's team. */
async function handProjectTo(db: DbOrTx, organizationTeamId: string, projectTeamId: string, userId: string) {
  const inOrganization = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: organizationTeamId, userId } },
  });
  if (!inOrganization?.accepted) throw refusal("invalid_input", problem("organizations.newOwnerNotMember"));
  const rows = await db.teamMember.findMany({
    where: { teamId: projectTeamId, OR: [{ isOwner: true }, { userId }] },
  });
  const owner = rows.find((row) => row.isOwner);
  if (owner?.userId === userId) return;
  if (owner) await demoteOwner(db, owner, { permissions: ALL_PROJECT_PERMISSIONS });
  const existing = rows.find((row) => row.userId === userId);
  const promoted = { isOwner: true, accepted: true, role: "Owner", permissions: ALL_PROJECT_PERMISSIONS };
  if (existing) await db.teamMember.update({ where: { id: existing.id }, data: promoted });
  else {
    const ordering = await db.teamMember.count({ where: { teamId: projectTeamId } });
    await db.teamMember.create({ data: { id: newId(), teamId: projectTeamId, userId, ordering, ...promoted } });
  }
}

/**
 * The organization's projects the actor may see: public ones for everybody; every one for its members and
 * staff. Newest first.
 */
export async function listOrganizationProjects(db: DbOrTx, actor: Actor | null, organizationIdOrSlug: string) {
  const organization = await getOrganization(db, organizationIdOrSlug);
  const access = await organizationAccess(db, actor, organization.teamId);
  const insider = Boolean(access.member) || isStaff(actor);
  return db.project.findMany({
    where: {
      organizationId: organization.id,
      ...(insider ? {} : { status: { in: [...PUBLIC_STATUSES] } }),
    },
    orderBy: [{ downloads: "desc" }, { published: "desc" }],
  });
}

/** The organization a visible project belongs to, or null. */
export async function projectOrganization(db: DbOrTx, actor: Actor | null, projectIdOrSlug: string) {
  const project = await getVisibleProject(db, actor, projectIdOrSlug);
  if (!project.organizationId) return null;
  return db.organization.findUnique({ where: { id: project.organizationId } });
}

/**
 * The projects the actor owns that are in no organization: what the organization's projects settings offer to
 * add (only a project's owner may move it in). Oldest first, at most 200 (an owner has at most 256 projects).
 */
export async function ownProjectsOutsideOrganizations(db: DbOrTx, actor: Actor | null) {
  if (!actor) return [];
  return db.project.findMany({
    where: {
      organizationId: null,
      team: { members: { some: { userId: actor.userId, isOwner: true, accepted: true } } },
    },
    select: { id: true, name: true, slug: true },
    orderBy: { published: "asc" },
    take: 200,
  });
}

/** Whether the actor may add projects to the organization (for forms that offer the choice). */
export async function canAddProjects(db: DbOrTx, actor: Actor | null, teamId: string) {
  const access = await organizationAccess(db, actor, teamId);
  return (access.permissions & OrganizationPermission.ADD_PROJECT) !== 0n;
}
