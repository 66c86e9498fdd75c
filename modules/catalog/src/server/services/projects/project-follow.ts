import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { getVisibleProject } from "./project-access";
import { projectsChanged } from "./project-events";
import { problem, refusal } from "../refusals";

/**
 * Follows or unfollows. Doing what is already the case changes nothing; `changed` says whether it did (the
 * public API answers that case with an error). The follower count is shown in search, so a change re-indexes.
 */
export async function followProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, follow: boolean) {
  if (!actor) throw refusal("unauthorized", problem("signInToFollow"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const row = { userId: actor.userId, projectId: project.id };
  // Two follows at once (a double click, a retried request) both used to see no row and the second insert hit
  // the unique key (a 500): the insert skips an existing row and the counts say whether anything changed.
  const { count } = follow
    ? await db.projectFollow.createMany({ data: [row], skipDuplicates: true })
    : await db.projectFollow.deleteMany({ where: row });
  const changed = count > 0;
  const followers = await db.projectFollow.count({ where: { projectId: project.id } });
  if (changed) {
    await db.project.update({ where: { id: project.id }, data: { followers } });
    await projectsChanged(db, [project.id]);
  }
  return { following: follow, followers, changed };
}
