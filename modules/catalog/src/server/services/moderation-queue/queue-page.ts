import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import type { Prisma } from "@hopper/core/db";
import { staffOnly } from "@hopper/core/errors";

import type { ProjectType } from "../../../tags/project-types";
import { IN_REVIEW_STATUS } from "../projects/statuses";
import { fileUrl } from "../versions/version-file-keys";

/** Projects per queue page; the page number is in the address (`?page=`). */
export const REVIEW_QUEUE_PAGE_SIZE = 20;
/** The text filter's cap (the search box's `maxLength` too). */
export const REVIEW_QUEUE_TEXT_MAX = 100;

export interface ReviewQueueFilter {
  type?: ProjectType | null;
  text?: string | null;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** One project of the queue with everything a moderator needs at hand (the queue's expandable details). */
export interface ReviewQueueEntry {
  id: string;
  slug: string;
  name: string;
  summary: string;
  body: string;
  projectType: string;
  requestedStatus: string | null;
  queued: Date | null;
  owner: { kind: "user" | "organization"; name: string } | null;
  licenseId: string;
  licenseName: string | null;
  licenseUrl: string | null;
  clientSide: string;
  serverSide: string;
  links: { issues: string | null; source: string | null; wiki: string | null; discord: string | null };
  donations: { platform: string; url: string }[];
  categories: { category: string; additional: boolean }[];
  galleryCount: number;
  versions: {
    id: string;
    name: string;
    versionNumber: string;
    loaders: string[];
    gameVersions: string[];
    dependencyCount: number;
    externalFiles: string[];
    files: { filename: string; size: number; primary: boolean; url: string }[];
  }[];
}

export interface ReviewQueuePage {
  entries: ReviewQueueEntry[];
  total: number;
  page: number;
  pageCount: number;
}

function whereOf(filter: ReviewQueueFilter): Prisma.ProjectWhereInput {
  const text = filter.text?.trim();
  return {
    status: IN_REVIEW_STATUS,
    ...(filter.type ? { projectType: filter.type } : {}),
    ...(text
      ? {
          OR: [
            { name: { contains: text, mode: "insensitive" } },
            { slug: { contains: text, mode: "insensitive" } },
            { summary: { contains: text, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/**
 * The review queue for staff: projects in review (`processing`), the longest waiting first (`queued`, then id so
 * pages never overlap), filtered by type and text. One statement per kind of row for the whole page (Prisma loads
 * each relation of the page's projects in one query): no query per project.
 */
export async function reviewQueuePage(
  db: DbOrTx,
  actor: Actor | null,
  filter: ReviewQueueFilter,
): Promise<ReviewQueuePage> {
  if (!actor || !isStaff(actor)) throw staffOnly();
  const pageSize = filter.pageSize ?? REVIEW_QUEUE_PAGE_SIZE;
  const where = whereOf(filter);
  const total = await db.project.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(filter.page ?? 1)), pageCount);
  const rows = await db.project.findMany({
    where,
    orderBy: [{ queued: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: {
      id: true,
      slug: true,
      name: true,
      summary: true,
      body: true,
      projectType: true,
      requestedStatus: true,
      queued: true,
      licenseId: true,
      licenseName: true,
      licenseUrl: true,
      clientSide: true,
      serverSide: true,
      issuesUrl: true,
      sourceUrl: true,
      wikiUrl: true,
      discordUrl: true,
      organization: { select: { name: true } },
      team: { select: { members: { where: { isOwner: true }, select: { user: { select: { username: true } } } } } },
      donationLinks: { select: { platform: true, url: true }, orderBy: { ordering: "asc" } },
      categories: { select: { category: true, additional: true }, orderBy: { category: "asc" } },
      _count: { select: { gallery: true } },
      versions: {
        orderBy: { datePublished: "desc" },
        select: {
          id: true,
          name: true,
          versionNumber: true,
          loaders: true,
          gameVersions: true,
          dependencies: { select: { projectId: true, fileName: true } },
          files: {
            orderBy: [{ primary: "desc" }, { ordering: "asc" }],
            select: { filename: true, size: true, primary: true },
          },
        },
      },
    },
  });
  const entries = rows.map((row): ReviewQueueEntry => {
    const ownerName = row.team.members[0]?.user.username;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      summary: row.summary,
      body: row.body,
      projectType: row.projectType,
      requestedStatus: row.requestedStatus,
      queued: row.queued,
      owner: row.organization
        ? { kind: "organization", name: row.organization.name }
        : ownerName
          ? { kind: "user", name: ownerName }
          : null,
      licenseId: row.licenseId,
      licenseName: row.licenseName,
      licenseUrl: row.licenseUrl,
      clientSide: row.clientSide,
      serverSide: row.serverSide,
      links: { issues: row.issuesUrl, source: row.sourceUrl, wiki: row.wikiUrl, discord: row.discordUrl },
      donations: row.donationLinks,
      categories: row.categories,
      galleryCount: row._count.gallery,
      versions: row.versions.map((version) => ({
        id: version.id,
        name: version.name,
        versionNumber: version.versionNumber,
        loaders: version.loaders,
        gameVersions: version.gameVersions,
        dependencyCount: version.dependencies.length,
        // Files a modpack names without a project here: what the "external dependencies" step checks.
        externalFiles: version.dependencies.flatMap((dependency) =>
          dependency.fileName && !dependency.projectId ? [dependency.fileName] : [],
        ),
        files: version.files.map((file) => ({ ...file, url: fileUrl(row.id, version.id, file.filename) })),
      })),
    };
  });
  return { entries, total, page, pageCount };
}

/** Counts for the moderation home: projects in review and the oldest one waiting (its name and queued time). */
export async function reviewQueueSummary(db: DbOrTx, actor: Actor | null) {
  if (!actor || !isStaff(actor)) throw staffOnly();
  const where = { status: IN_REVIEW_STATUS };
  const [inReview, oldest] = await Promise.all([
    db.project.count({ where }),
    db.project.findFirst({
      where,
      orderBy: [{ queued: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      select: { id: true, slug: true, name: true, projectType: true, queued: true },
    }),
  ]);
  return { inReview, oldest };
}
