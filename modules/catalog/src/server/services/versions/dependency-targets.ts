import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { visibleProjectIds } from "../projects/project-reads";
import { visibleVersionIds } from "./version-statuses";

/**
 * Of the projects and versions that versions depend on, the ones the actor may open: two queries whatever the
 * number. A public version may depend on a draft project or a draft version of another project; naming those
 * to an outsider would list ids that answer 404 (issue 13, item 2).
 */
export async function openableDependencyTargets(
  db: DbOrTx,
  actor: Actor | null,
  targets: { projectIds: readonly string[]; versionIds: readonly string[] },
): Promise<{ projects: Set<string>; versions: Set<string> }> {
  const [projects, versions] = await Promise.all([
    visibleProjectIds(db, actor, [...new Set(targets.projectIds)]),
    visibleVersionIds(db, actor, [...new Set(targets.versionIds)]),
  ]);
  return { projects: new Set(projects), versions };
}
