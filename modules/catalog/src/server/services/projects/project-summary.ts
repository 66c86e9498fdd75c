import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { canViewWith, projectInsiders } from "./project-access";

/** Projects where the user is an accepted member, newest first. */
export function listUserProjects(db: DbOrTx, userId: string) {
  return db.project.findMany({
    where: { team: { members: { some: { userId, accepted: true } } } },
    orderBy: { published: "desc" },
  });
}

/**
 * The projects a profile page lists: where the user is an accepted member and the viewer may see them, with the
 * download and follower totals (for `/user/{id}`).
 */
export async function userProjectSummary(db: DbOrTx, actor: Actor | null, userId: string) {
  const projects = await listUserProjects(db, userId);
  const { onTeam } = await projectInsiders(db, actor, projects);
  const visible = projects.filter((project) => canViewWith(actor, project.status, onTeam.has(project.id)));
  return {
    projects: visible,
    downloads: visible.reduce((sum, project) => sum + project.downloads, 0),
    followers: visible.reduce((sum, project) => sum + project.followers, 0),
  };
}
