import type { DbOrTx } from "@hopper/core/db";

import { displayType, versionAddress } from "./version-rules";

/**
 * The site address of a version's page: the project's path (its type by the display rule, which the version's
 * loaders may just have changed) plus the version's address. Null when the version is gone.
 */
export async function versionPagePath(db: DbOrTx, versionId: string): Promise<string | null> {
  const version = await db.version.findUnique({
    where: { id: versionId },
    select: { project: { select: { projectType: true, loaders: true, slug: true, id: true } } },
  });
  if (!version) return null;
  const { project } = version;
  const all = await db.version.findMany({
    where: { projectId: project.id },
    select: { id: true, versionNumber: true, datePublished: true },
  });
  const self = all.find((candidate) => candidate.id === versionId)!;
  return `/${displayType(project.projectType, project.loaders)}/${project.slug}/version/${versionAddress(self, all)}`;
}
