import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import type { Actor } from "@hopper/core/auth";

import { organizationAccess, OrganizationPermission, requireOrganizationPermission } from "./organization-permissions";
import { getOrganization } from "./organizations";
import { projectsChanged } from "../projects/project-events";
import { getVisibleProject } from "../projects/project-access";
import { PUBLIC_STATUSES } from "../projects/statuses";

export const ALREADY_IN_ORGANIZATION = "This project is already in an organization. Remove it from that one first.";
export const NOT_IN_ORGANIZATION = "This project is not in this organization.";
export const ONLY_OWNER_ADDS = "Only the project's owner can add it to an organization.";

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
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const organization = await getOrganization(db, organizationIdOrSlug);
  await requireOrganizationPermission(db, actor, organization.teamId, "ADD_PROJECT");
  const project = await getVisibleProject(db, actor, projectIdOrSlug);
  if (actor.role !== "admin" && !(await isProjectOwner(db, actor, project.teamId))) {
    throw new AppError("forbidden", ONLY_OWNER_ADDS);
  }
  if (project.organizationId === organization.id) return project;
  if (project.organizationId) throw new AppError("conflict", ALREADY_IN_ORGANIZATION);
  // Conditional update: two concurrent moves cannot both win.
  const moved = await db.project.updateMany({
    where: { id: project.id, organizationId: null },
    data: { organizationId: organization.id },
  });
  if (moved.count === 0) throw new AppError("conflict", ALREADY_IN_ORGANIZATION);
  await projectsChanged(db, [project.id]);
  return { ...project, organizationId: organization.id };
}

/** Takes a project out of an organization. Needs REMOVE_PROJECT in the organization, or being the project's owner. */
export async function removeProjectFromOrganization(
  db: DbOrTx,
  actor: Actor | null,
  organizationIdOrSlug: string,
  projectIdOrSlug: string,
) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const organization = await getOrganization(db, organizationIdOrSlug);
  const project = await getVisibleProject(db, actor, projectIdOrSlug);
  if (project.organizationId !== organization.id) throw new AppError("not_found", NOT_IN_ORGANIZATION);
  if (!(await isProjectOwner(db, actor, project.teamId))) {
    await requireOrganizationPermission(db, actor, organization.teamId, "REMOVE_PROJECT");
  }
  await db.project.update({ where: { id: project.id }, data: { organizationId: null } });
  await projectsChanged(db, [project.id]);
  return { ...project, organizationId: null };
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

/** Whether the actor may add projects to the organization (for forms that offer the choice). */
export async function canAddProjects(db: DbOrTx, actor: Actor | null, teamId: string) {
  const access = await organizationAccess(db, actor, teamId);
  return (access.permissions & OrganizationPermission.ADD_PROJECT) !== 0n;
}
