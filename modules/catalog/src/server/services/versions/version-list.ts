import type { DbOrTx } from "@hopper/core/db";

export interface VersionListFilters {
  loaders?: string[];
  gameVersions?: string[];
  channels?: string[];
  featured?: boolean;
  /** Version statuses to include; all when absent (callers pass LISTED_VERSION_STATUSES for outsiders). */
  statuses?: readonly string[];
  skip?: number;
  take?: number;
}

/** The SQL filter of a project's version list (shared by the list and its count). */
export const versionListWhere = (projectId: string, filters: VersionListFilters) => ({
  projectId,
  loaders: filters.loaders?.length ? { hasSome: filters.loaders } : undefined,
  gameVersions: filters.gameVersions?.length ? { hasSome: filters.gameVersions } : undefined,
  versionType: filters.channels?.length ? { in: filters.channels } : undefined,
  featured: filters.featured,
  status: filters.statuses ? { in: [...filters.statuses] } : undefined,
});

/** Versions of a project, newest first, with files and dependencies; every filter runs in SQL. */
export function listVersions(db: DbOrTx, projectId: string, filters: VersionListFilters = {}) {
  return db.version.findMany({
    where: versionListWhere(projectId, filters),
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
    skip: filters.skip,
    take: filters.take,
  });
}

/** Looks a file up by its sha1 or sha512 (what launchers do). */
export function findFileByHash(db: DbOrTx, algorithm: "sha1" | "sha512", hash: string) {
  return db.versionFile.findFirst({
    where: algorithm === "sha1" ? { sha1: hash.toLowerCase() } : { sha512: hash.toLowerCase() },
    include: { version: true },
  });
}
