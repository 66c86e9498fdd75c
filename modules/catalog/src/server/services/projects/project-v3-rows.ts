import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { openableVersionIds } from "./project-rows";

/**
 * Projects by id with their categories, donation links and gallery (in order), for the v3 project answer, in one
 * query (plus one when `versionReader` is signed in and a project has hidden versions). Each project's
 * `versionIds` holds what that reader may open (openableVersionIds); whether the reader may see the project at
 * all is the caller's check. Unknown ids are left out; the order is the database's.
 */
export async function projectsWithDetailsByIds(db: DbOrTx, versionReader: Actor | null, projectIds: readonly string[]) {
  const projects = await db.project.findMany({
    where: { id: { in: [...projectIds] } },
    include: {
      categories: true,
      donationLinks: { orderBy: { ordering: "asc" } },
      gallery: { orderBy: { ordering: "asc" } },
      versions: { select: { id: true, status: true }, orderBy: [{ datePublished: "asc" }, { id: "asc" }] },
    },
  });
  const versionIds = await openableVersionIds(db, versionReader, projects);
  return projects.map(({ versions: _versions, ...project }) => ({
    ...project,
    versionIds: versionIds.get(project.id) ?? [],
  }));
}
