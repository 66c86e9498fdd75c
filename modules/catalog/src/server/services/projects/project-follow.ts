import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { getVisibleProject } from "./project-access";
import { projectsChanged } from "./project-events";

/**
 * Follows or unfollows. Doing what is already the case changes nothing; `changed` says whether it did (the
 * public API answers that case with an error). The follower count is shown in search, so a change re-indexes.
 */
export async function followProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, follow: boolean) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to follow a project.");
  const project = await getVisibleProject(db, actor, idOrSlug);
  const key = { userId_projectId: { userId: actor.userId, projectId: project.id } };
  const existing = await db.projectFollow.findUnique({ where: key });
  const changed = follow !== (existing !== null);
  if (follow && !existing) {
    await db.projectFollow.create({ data: { userId: actor.userId, projectId: project.id } });
  } else if (!follow && existing) {
    await db.projectFollow.delete({ where: key });
  }
  const followers = await db.projectFollow.count({ where: { projectId: project.id } });
  if (changed) {
    await db.project.update({ where: { id: project.id }, data: { followers } });
    await projectsChanged(db, [project.id]);
  }
  return { following: follow, followers, changed };
}
