import type { DbOrTx } from "@hopper/core/db";

/**
 * Every version of a project with what its address is built from (versionAddress): the same for every viewer,
 * so a version's link does not depend on who looks.
 */
export function versionAddressRows(db: DbOrTx, projectId: string) {
  return db.version.findMany({
    where: { projectId },
    select: { id: true, versionNumber: true, datePublished: true },
  });
}

/** One version of the project with its files (in order), its author and its dependencies, or null. */
export function findVersionDetail(db: DbOrTx, projectId: string, versionId: string) {
  return db.version.findFirst({
    where: { id: versionId, projectId },
    include: {
      files: { orderBy: { ordering: "asc" } },
      author: { select: { username: true } },
      dependencies: {
        include: {
          project: { select: { name: true, slug: true, projectType: true, loaders: true } },
          dependencyVersion: { select: { versionNumber: true } },
        },
        orderBy: { id: "asc" },
      },
    },
  });
}

/** A version's row by id, or null. */
export function findVersion(db: DbOrTx, versionId: string) {
  return db.version.findUnique({ where: { id: versionId } });
}
