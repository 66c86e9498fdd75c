import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { projectBodies } from "./project-body";
import { projectV3 } from "./v3-shapes";
import type { ProjectV3 } from "./v3-shapes";

/**
 * Projects in the reference's v3 shape by id, in the order asked (unknown ids left out), for other modules' v3
 * answers that embed projects (analytics' `projects` map). The caller has already decided the reader may see them;
 * `versionReader` is who reads their version lists, as for GET /v3/projects.
 */
export async function projectsV3(
  db: DbOrTx,
  versionReader: Actor | null,
  projectIds: readonly string[],
  origin: string,
): Promise<ProjectV3[]> {
  return (await projectBodies(db, versionReader, projectIds, origin)).map(projectV3);
}
