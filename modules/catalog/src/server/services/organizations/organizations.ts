import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";
import { deleteImage, type PreparedImage, storeImage } from "@hopper/core/images";
import { hasNul } from "@hopper/core/validation";

import { prepareIcon } from "../media/media";
import { ALL_ORGANIZATION_PERMISSIONS, requireOrganizationPermission } from "./organization-permissions";
import { ALL_PROJECT_PERMISSIONS } from "../permissions";
import { projectsChanged } from "../projects/project-events";
import { assertNoProblems, NAME_MAX, NAME_MIN, slugKey, slugProblem, textProblem } from "../validation";
import type { Problems } from "../validation";
import { problem, refusal } from "../refusals";

/** Organizations one user may own (the reference platform's default limit). */
export const MAX_ORGANIZATIONS_PER_USER = 16;
export const ORGANIZATION_DESCRIPTION_MIN = 3;
export const ORGANIZATION_DESCRIPTION_MAX = 256;
export const ORGANIZATION_SLUG_TAKEN = problem("organizations.slugTaken").text;
export const ORGANIZATION_NOT_FOUND = problem("organizations.notFound").text;

export interface OrganizationInput {
  slug: string;
  name: string;
  description: string;
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: string): Promise<void> {
  const clash = await db.organization.findFirst({
    where: { OR: [{ slugKey: slugKey(slug) }, { id: slug }], NOT: exceptId ? { id: exceptId } : undefined },
    select: { id: true },
  });
  if (clash) throw refusal("conflict", problem("organizations.slugTaken"), "slug");
}

const descriptionProblem = (description: string) =>
  textProblem("description", description, ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_DESCRIPTION_MAX);

/** Creates an organization with a new team whose only member, the creator, is the owner. */
export async function createOrganization(db: DbOrTx, actor: Actor | null, input: OrganizationInput) {
  if (!actor) throw refusal("unauthorized", problem("organizations.signInToCreate"));
  const slug = input.slug?.trim() ?? "";
  const name = input.name?.trim() ?? "";
  const description = input.description?.trim() ?? "";
  assertNoProblems({
    name: textProblem("name", name, NAME_MIN, NAME_MAX),
    slug: slugProblem(slug),
    description: descriptionProblem(description),
  });
  const owned = await db.teamMember.count({
    where: { userId: actor.userId, isOwner: true, team: { organization: { isNot: null } } },
  });
  if (owned >= MAX_ORGANIZATIONS_PER_USER) {
    throw refusal("invalid_input", problem("organizations.tooMany", { max: String(MAX_ORGANIZATIONS_PER_USER) }));
  }
  await assertSlugFree(db, slug);
  try {
    return await db.organization.create({
      data: {
        id: newId(),
        slug,
        slugKey: slugKey(slug),
        name,
        description,
        team: {
          create: {
            id: newId(),
            members: {
              create: {
                id: newId(),
                userId: actor.userId,
                role: "Owner",
                isOwner: true,
                accepted: true,
                permissions: ALL_PROJECT_PERMISSIONS,
                organizationPermissions: ALL_ORGANIZATION_PERMISSIONS,
              },
            },
          },
        },
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw refusal("conflict", problem("organizations.slugTaken"), "slug");
    }
    throw error;
  }
}

/**
 * An organization by id or slug (any case), or null. Organizations are public. A key holding a NUL names nothing
 * (see findProject).
 */
export async function findOrganization(db: DbOrTx, idOrSlug: string) {
  if (hasNul(idOrSlug)) return null;
  return db.organization.findFirst({ where: { OR: [{ id: idOrSlug }, { slugKey: slugKey(idOrSlug) }] } });
}

export async function getOrganization(db: DbOrTx, idOrSlug: string) {
  const organization = await findOrganization(db, idOrSlug);
  if (!organization) throw refusal("not_found", problem("organizations.notFound"));
  return organization;
}

/** Organizations by ids or slugs in one query; unknown ones are left out. */
export function findOrganizations(db: DbOrTx, idsOrSlugs: readonly string[]) {
  return db.organization.findMany({
    where: { OR: [{ id: { in: [...idsOrSlugs] } }, { slugKey: { in: idsOrSlugs.map(slugKey) } }] },
    orderBy: { createdAt: "asc" },
  });
}

/** Organizations where the user is an accepted member, oldest first. */
export function listUserOrganizations(db: DbOrTx, userId: string) {
  return db.organization.findMany({
    where: { team: { members: { some: { userId, accepted: true } } } },
    orderBy: { createdAt: "asc" },
  });
}

/** Edits name, URL and description. Needs EDIT_DETAILS. */
export async function updateOrganization(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  patch: Partial<OrganizationInput>,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  await requireOrganizationPermission(db, actor, organization.teamId, "EDIT_DETAILS");
  const data: Prisma.OrganizationUpdateInput = {};
  const problems: Problems = {};
  if (patch.name !== undefined) {
    problems.name = textProblem("name", patch.name, NAME_MIN, NAME_MAX);
    data.name = patch.name.trim();
  }
  if (patch.description !== undefined) {
    problems.description = descriptionProblem(patch.description);
    data.description = patch.description.trim();
  }
  if (patch.slug !== undefined && patch.slug !== organization.slug) {
    problems.slug = slugProblem(patch.slug);
    data.slug = patch.slug;
    data.slugKey = slugKey(patch.slug);
  }
  assertNoProblems(problems);
  if (data.slug) await assertSlugFree(db, patch.slug!, organization.id);
  return db.organization.update({ where: { id: organization.id }, data });
}

/**
 * Deletes an organization and its team. Needs DELETE_ORGANIZATION (the owner). Its projects stay with their
 * own teams and simply leave the organization.
 */
export async function deleteOrganization(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  await requireOrganizationPermission(db, actor, organization.teamId, "DELETE_ORGANIZATION");
  const projects = await db.project.findMany({ where: { organizationId: organization.id }, select: { id: true } });
  await db.project.updateMany({ where: { organizationId: organization.id }, data: { organizationId: null } });
  await db.organization.delete({ where: { id: organization.id } });
  await db.team.delete({ where: { id: organization.teamId } });
  await projectsChanged(
    db,
    projects.map((project) => project.id),
  );
  await deleteImage(organization.iconUrl);
  return organization;
}

/** Sets (or with null, removes) the icon: PNG, JPEG, GIF or WebP of at most 256 KiB. Needs EDIT_DETAILS. */
export async function setOrganizationIcon(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  image: Uint8Array | PreparedImage | null,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const organization = await getOrganization(db, idOrSlug);
  await requireOrganizationPermission(db, actor, organization.teamId, "EDIT_DETAILS");
  const stored = image ? await storeImage(`data/organizations/${organization.id}`, await prepareIcon(image)) : null;
  const updated = await db.organization.update({
    where: { id: organization.id },
    data: { iconUrl: stored?.url ?? null },
  });
  if (organization.iconUrl && organization.iconUrl !== stored?.url) await deleteImage(organization.iconUrl);
  return updated;
}
