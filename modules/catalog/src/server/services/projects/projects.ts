import { isStaff } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { storage } from "@hopper/core/storage";
import type { Actor } from "@hopper/core/auth";

import { categoriesFor } from "../../../tags/categories";
import { CUSTOM_LICENSE_PATTERN, findLicense } from "../../../tags/licenses";
import { DONATION_PLATFORMS, isProjectType, SIDE_TYPES } from "../../../tags/project-types";
import type { ProjectType } from "../../../tags/project-types";
import { ALL_PROJECT_PERMISSIONS, projectAccess, requireProjectPermission } from "../permissions";
import { projectsChanged } from "./project-events";
import { isApproved, isViewableByLink, PROJECT_STATUSES, REQUESTABLE_STATUSES } from "./statuses";
import {
  assertNoProblems,
  BODY_MAX,
  NAME_MAX,
  NAME_MIN,
  optionalUrl,
  slugKey,
  slugProblem,
  SUMMARY_MAX,
  SUMMARY_MIN,
  textProblem,
} from "../validation";

export const MAX_PRIMARY_CATEGORIES = 3;
/** Projects one user may own (the reference platform's default limit). */
export const MAX_PROJECTS_PER_USER = 256;

export type Visibility = "public" | "unlisted" | "private";
const REQUESTED_BY_VISIBILITY: Record<Visibility, string> = {
  public: "approved",
  unlisted: "unlisted",
  private: "private",
};

export interface CreateProjectInput {
  name: string;
  slug: string;
  projectType: string;
  /** Left out by the site's create dialog (then empty until the team writes one); checked when given. */
  summary?: string;
  visibility?: Visibility;
}

export const SLUG_TAKEN = "This URL is already used by another project.";

async function assertSlugFree(db: DbOrTx, slug: string, exceptProjectId?: string): Promise<void> {
  const key = slugKey(slug);
  const clash = await db.project.findFirst({
    where: { OR: [{ slugKey: key }, { id: slug }], NOT: exceptProjectId ? { id: exceptProjectId } : undefined },
    select: { id: true },
  });
  if (clash) throw new AppError("conflict", SLUG_TAKEN, { slug: SLUG_TAKEN });
}

/** Creates a draft project with a new team whose only member, the creator, is the owner. */
export async function createProject(db: DbOrTx, actor: Actor | null, input: CreateProjectInput) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to create a project.");
  const name = input.name?.trim() ?? "";
  const summary = input.summary?.trim() ?? "";
  const slug = input.slug?.trim() ?? "";
  const visibility = input.visibility ?? "public";
  assertNoProblems({
    name: textProblem("The name", name, NAME_MIN, NAME_MAX),
    slug: slugProblem(slug),
    projectType: isProjectType(input.projectType) ? null : "Choose a project type.",
    summary: input.summary === undefined ? null : textProblem("The summary", summary, SUMMARY_MIN, SUMMARY_MAX),
    visibility: visibility in REQUESTED_BY_VISIBILITY ? null : "Choose public, unlisted or private.",
  });
  const owned = await db.teamMember.count({ where: { userId: actor.userId, isOwner: true } });
  if (owned >= MAX_PROJECTS_PER_USER) {
    throw new AppError("invalid_input", `You can own at most ${MAX_PROJECTS_PER_USER} projects.`);
  }
  await assertSlugFree(db, slug);
  const teamId = newId();
  try {
    return await db.project.create({
      data: {
        id: newId(),
        slug,
        slugKey: slugKey(slug),
        projectType: input.projectType,
        name,
        summary,
        status: "draft",
        requestedStatus: REQUESTED_BY_VISIBILITY[visibility],
        team: {
          create: {
            id: teamId,
            members: {
              create: {
                id: newId(),
                userId: actor.userId,
                role: "Owner",
                isOwner: true,
                accepted: true,
                payoutsSplit: 100,
                permissions: ALL_PROJECT_PERMISSIONS,
              },
            },
          },
        },
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw error;
  }
}

/** A project by id or slug (any case), or null. No visibility check. */
export function findProject(db: DbOrTx, idOrSlug: string) {
  return db.project.findFirst({ where: { OR: [{ id: idOrSlug }, { slugKey: slugKey(idOrSlug) }] } });
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
  if (!project || !(await canViewProject(db, actor, project))) throw new AppError("not_found", "Project not found.");
  return project;
}

async function loadForMutation(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  return getVisibleProject(db, actor, idOrSlug);
}

export interface ProjectPatch {
  name?: string;
  slug?: string;
  summary?: string;
  body?: string;
  licenseId?: string;
  licenseUrl?: string | null;
  issuesUrl?: string | null;
  sourceUrl?: string | null;
  wikiUrl?: string | null;
  discordUrl?: string | null;
  clientSide?: string;
  serverSide?: string;
  iconUrl?: string | null;
  categories?: string[];
  additionalCategories?: string[];
  donationLinks?: { platform: string; url: string }[];
}

const DETAIL_FIELDS: (keyof ProjectPatch)[] = [
  "name",
  "slug",
  "summary",
  "licenseId",
  "licenseUrl",
  "issuesUrl",
  "sourceUrl",
  "wikiUrl",
  "discordUrl",
  "clientSide",
  "serverSide",
  "iconUrl",
  "categories",
  "additionalCategories",
  "donationLinks",
];

/** Edits a project. Details need EDIT_DETAILS, the description EDIT_BODY. */
export async function updateProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, patch: ProjectPatch) {
  const project = await loadForMutation(db, actor, idOrSlug);
  if (DETAIL_FIELDS.some((field) => patch[field] !== undefined)) {
    await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  }
  if (patch.body !== undefined) await requireProjectPermission(db, actor, project.teamId, "EDIT_BODY");

  const data: Prisma.ProjectUpdateInput = {};
  const problems: Record<string, string | null> = {};
  if (patch.name !== undefined) {
    problems.name = textProblem("The name", patch.name, NAME_MIN, NAME_MAX);
    data.name = patch.name.trim();
  }
  if (patch.summary !== undefined) {
    problems.summary = textProblem("The summary", patch.summary, SUMMARY_MIN, SUMMARY_MAX);
    data.summary = patch.summary.trim();
  }
  if (patch.body !== undefined) {
    problems.body = patch.body.length > BODY_MAX ? `The description must be at most ${BODY_MAX} characters.` : null;
    data.body = patch.body;
  }
  if (patch.slug !== undefined && patch.slug !== project.slug) {
    problems.slug = slugProblem(patch.slug);
    data.slug = patch.slug;
    data.slugKey = slugKey(patch.slug);
  }
  for (const side of ["clientSide", "serverSide"] as const) {
    const value = patch[side];
    if (value === undefined) continue;
    problems[side] = (SIDE_TYPES as readonly string[]).includes(value)
      ? null
      : "Side support must be required, optional or unsupported.";
    data[side] = value;
  }
  if (patch.licenseId !== undefined) {
    const known = findLicense(patch.licenseId);
    if (known) {
      data.licenseId = known.short;
      data.licenseName = known.name;
      data.licenseUrl = patch.licenseUrl === undefined ? known.url : optionalUrl("licenseUrl", patch.licenseUrl);
    } else if (CUSTOM_LICENSE_PATTERN.test(patch.licenseId)) {
      const url = optionalUrl("licenseUrl", patch.licenseUrl);
      problems.licenseUrl = url ? null : "A custom license needs a URL to its text.";
      data.licenseId = patch.licenseId;
      data.licenseName = patch.licenseId.slice("LicenseRef-".length).replace(/-/g, " ");
      data.licenseUrl = url;
    } else {
      problems.licenseId = "Choose an SPDX license or a custom LicenseRef- license with a URL.";
    }
  } else if (patch.licenseUrl !== undefined) {
    data.licenseUrl = optionalUrl("licenseUrl", patch.licenseUrl);
  }
  for (const field of ["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl", "iconUrl"] as const) {
    if (patch[field] !== undefined) data[field] = optionalUrl(field, patch[field]);
  }
  if (patch.categories !== undefined || patch.additionalCategories !== undefined) {
    const allowed = new Set(categoriesFor(project.projectType).map((category) => category.name));
    const primary = [...new Set(patch.categories ?? [])];
    const additional = [...new Set(patch.additionalCategories ?? [])].filter((name) => !primary.includes(name));
    const unknown = [...primary, ...additional].find((name) => !allowed.has(name));
    problems.categories =
      primary.length > MAX_PRIMARY_CATEGORIES
        ? `At most ${MAX_PRIMARY_CATEGORIES} categories can be featured.`
        : unknown
          ? `"${unknown}" is not a category for this project type.`
          : null;
    data.categories = {
      deleteMany: {},
      create: [
        ...primary.map((category) => ({ category, additional: false })),
        ...additional.map((category) => ({ category, additional: true })),
      ],
    };
  }
  if (patch.donationLinks !== undefined) {
    const platforms = new Set<string>(DONATION_PLATFORMS.map((platform) => platform.short));
    const bad = patch.donationLinks.find((link) => !platforms.has(link.platform));
    problems.donationLinks = bad ? `Unknown donation platform: ${bad.platform}.` : null;
    data.donationLinks = {
      deleteMany: {},
      create: patch.donationLinks.map((link, ordering) => ({
        id: newId(),
        platform: link.platform,
        url: optionalUrl("donationLinks", link.url) ?? "",
        ordering,
      })),
    };
  }
  assertNoProblems(problems);
  if (data.slug) await assertSlugFree(db, patch.slug!, project.id);
  data.updated = new Date();
  const updated = await db.project.update({ where: { id: project.id }, data });
  await projectsChanged(db, [project.id]);
  return updated;
}

export const NO_VERSIONS_FOR_REVIEW = "Upload at least one version before submitting the project for review.";
export const NO_SUMMARY_FOR_REVIEW = "Write a summary before submitting the project for review.";

/** Draft or rejected → processing (in review). Needs EDIT_DETAILS and at least one version. */
export async function submitForReview(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  if (project.status === "processing") throw new AppError("conflict", "This project is already under review.");
  if (isApproved(project.status)) throw new AppError("conflict", "This project has already been approved.");
  if (project.status === "withheld" && !isStaff(actor)) {
    throw new AppError("forbidden", "A withheld project can only be changed by a moderator.");
  }
  const versions = await db.version.count({ where: { projectId: project.id } });
  if (versions === 0) throw new AppError("invalid_input", NO_VERSIONS_FOR_REVIEW);
  if (!project.summary.trim())
    throw new AppError("invalid_input", NO_SUMMARY_FOR_REVIEW, { summary: NO_SUMMARY_FOR_REVIEW });
  return db.project.update({
    where: { id: project.id },
    data: { status: "processing", queued: new Date(), moderatorMessage: null, moderatorMessageBody: null },
  });
}

/**
 * Changes the status. Team members with EDIT_DETAILS may move an approved project between the requestable
 * statuses (approved, archived, unlisted, private) and set requested_status; moderators may set any status.
 * The first move into an approved status stamps `approved`.
 */
export async function setProjectStatus(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  input: {
    status?: string;
    /** null clears it. */
    requestedStatus?: string | null;
    /** Moderators only; null clears it. */
    moderatorMessage?: string | null;
    moderatorMessageBody?: string | null;
  },
) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  const data: Prisma.ProjectUpdateInput = {};
  if (input.requestedStatus !== undefined) {
    if (input.requestedStatus !== null && !REQUESTABLE_STATUSES.includes(input.requestedStatus)) {
      throw new AppError("invalid_input", "The requested status must be approved, archived, unlisted or private.");
    }
    data.requestedStatus = input.requestedStatus;
  }
  if (input.moderatorMessage !== undefined || input.moderatorMessageBody !== undefined) {
    if (!isStaff(actor)) throw new AppError("forbidden", "Only moderators can set the moderation message.");
    if (input.moderatorMessage !== undefined) data.moderatorMessage = input.moderatorMessage?.trim() || null;
    if (input.moderatorMessageBody !== undefined) data.moderatorMessageBody = input.moderatorMessageBody || null;
  }
  if (input.status !== undefined && input.status !== project.status) {
    const status = input.status;
    if (!(PROJECT_STATUSES as readonly string[]).includes(status)) {
      throw new AppError("invalid_input", `Unknown status: ${status}.`);
    }
    if (!isStaff(actor)) {
      if (status === "processing") return submitForReview(db, actor, project.id);
      if (!isApproved(project.status)) {
        throw new AppError("forbidden", "Only moderators can change the status of a project that is not approved.");
      }
      if (!REQUESTABLE_STATUSES.includes(status)) {
        throw new AppError("forbidden", "Only moderators can set this status.");
      }
    }
    data.status = status;
    if (isApproved(status) && !project.approved) data.approved = new Date();
    if (status === "processing") data.queued = new Date();
  }
  const updated = await db.project.update({ where: { id: project.id }, data });
  await projectsChanged(db, [project.id]);
  return updated;
}

/** Deletes a project with its versions and their stored files. Needs DELETE_PROJECT. */
export async function deleteProject(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "DELETE_PROJECT");
  const files = await db.versionFile.findMany({
    where: { version: { projectId: project.id } },
    select: { storageKey: true },
  });
  await db.project.delete({ where: { id: project.id } });
  await db.team.delete({ where: { id: project.teamId } });
  await projectsChanged(db, [project.id]);
  const storageKeys = files.map((file) => file.storageKey);
  await Promise.all(storageKeys.map((key) => storage().delete(key)));
  return { project, storageKeys };
}

/**
 * Follows or unfollows. Doing what is already the case changes nothing; `changed` says whether it did (the
 * public API answers that case with an error). The follower count is shown in search, so a change re-indexes.
 */
export async function followProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, follow: boolean) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to follow a project.");
  const project = await getVisibleProject(db, actor, idOrSlug);
  const key = { userId_projectId: { userId: actor.userId, projectId: project.id } };
  const existing = await db.projectFollow.findUnique({ where: key });
  const changed = follow !== (existing !== null);
  if (follow && !existing) {
    await db.projectFollow.create({ data: { userId: actor.userId, projectId: project.id } });
  } else if (!follow && existing) {
    await db.projectFollow.delete({ where: key });
  }
  const followers = await db.projectFollow.count({ where: { projectId: project.id } });
  if (changed) {
    await db.project.update({ where: { id: project.id }, data: { followers } });
    await projectsChanged(db, [project.id]);
  }
  return { following: follow, followers, changed };
}

/** Projects where the user is an accepted member, newest first. */
export function listUserProjects(db: DbOrTx, userId: string) {
  return db.project.findMany({
    where: { team: { members: { some: { userId, accepted: true } } } },
    orderBy: { published: "desc" },
  });
}

export async function projectPermissionsFor(db: DbOrTx, actor: Actor | null, teamId: string): Promise<bigint> {
  return (await projectAccess(db, actor, teamId)).permissions;
}

export type { ProjectType };

/**
 * The projects a profile page lists: where the user is an accepted member and the viewer may see them, with the
 * download and follower totals (for `/user/{id}`).
 */
export async function userProjectSummary(db: DbOrTx, actor: Actor | null, userId: string) {
  const projects = await listUserProjects(db, userId);
  const { onTeam } = await projectInsiders(db, actor, projects);
  const visible = projects.filter((project) => canViewWith(actor, project.status, onTeam.has(project.id)));
  return {
    projects: visible,
    downloads: visible.reduce((sum, project) => sum + project.downloads, 0),
    followers: visible.reduce((sum, project) => sum + project.followers, 0),
  };
}
