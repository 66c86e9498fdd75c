import type { DbOrTx } from "@hopper/core/db";

import { PUBLIC_STATUSES } from "./statuses";

/** Version statuses a searcher may see (drafts and scheduled versions are not listed). */
const LISTED_VERSION_STATUSES = ["listed", "archived"];

/**
 * What the search index needs of public projects, in pages ordered by id. Projects that are not publicly
 * visible come back in `hidden` so the indexer can remove them.
 */
export async function searchRecords(db: DbOrTx, options: { projectIds?: string[]; after?: string; take?: number }) {
  const take = options.take ?? 500;
  const projects = await db.project.findMany({
    where: {
      ...(options.projectIds ? { id: { in: options.projectIds } } : {}),
      ...(options.after ? { id: { gt: options.after } } : {}),
    },
    orderBy: { id: "asc" },
    take,
    select: {
      id: true,
      slug: true,
      projectType: true,
      name: true,
      summary: true,
      status: true,
      licenseId: true,
      downloads: true,
      followers: true,
      iconUrl: true,
      color: true,
      clientSide: true,
      serverSide: true,
      sourceUrl: true,
      published: true,
      updated: true,
      categories: { select: { category: true, additional: true } },
      gallery: { orderBy: [{ ordering: "asc" }, { created: "asc" }], select: { url: true, featured: true } },
      team: { select: { members: { where: { isOwner: true }, select: { user: { select: { username: true } } } } } },
      versions: {
        where: { status: { in: LISTED_VERSION_STATUSES } },
        orderBy: { datePublished: "desc" },
        select: { id: true, versionNumber: true, loaders: true, gameVersions: true },
      },
    },
  });
  const visible = projects.filter((p) => PUBLIC_STATUSES.includes(p.status));
  return {
    records: visible.map((p) => ({
      id: p.id,
      slug: p.slug,
      projectType: p.projectType,
      title: p.name,
      summary: p.summary,
      author: p.team.members[0]?.user.username ?? "",
      license: p.licenseId,
      openSource: p.sourceUrl !== null,
      downloads: p.downloads,
      follows: p.followers,
      iconUrl: p.iconUrl,
      color: p.color,
      clientSide: p.clientSide,
      serverSide: p.serverSide,
      created: p.published,
      modified: p.updated,
      categories: p.categories.filter((c) => !c.additional).map((c) => c.category),
      additionalCategories: p.categories.filter((c) => c.additional).map((c) => c.category),
      gallery: p.gallery,
      versions: p.versions,
    })),
    hidden: projects.filter((p) => !PUBLIC_STATUSES.includes(p.status)).map((p) => p.id),
    /** The id to continue after, or null at the end. */
    next: projects.length === take ? projects[projects.length - 1]!.id : null,
  };
}

export type SearchRecord = Awaited<ReturnType<typeof searchRecords>>["records"][number];
