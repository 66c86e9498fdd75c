import type { DbOrTx } from "@hopper/core/db";

import { projectsChanged } from "../projects/project-events";

/** Recomputes a project's loaders and game versions from its versions. */
export async function refreshProjectCompatibility(db: DbOrTx, projectId: string) {
  const versions = await db.version.findMany({ where: { projectId }, select: { loaders: true, gameVersions: true } });
  await db.project.update({
    where: { id: projectId },
    data: {
      loaders: [...new Set(versions.flatMap((version) => version.loaders))].sort(),
      gameVersions: [...new Set(versions.flatMap((version) => version.gameVersions))],
      updated: new Date(),
    },
  });
  await projectsChanged(db, [projectId]);
}
