import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { storage } from "@hopper/core/storage";

import { requireProjectPermission } from "../permissions";
import { loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";

/** Deletes a project with its versions and their stored files. Needs DELETE_PROJECT. */
export async function deleteProject(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "DELETE_PROJECT");
  const files = await db.versionFile.findMany({
    where: { version: { projectId: project.id } },
    select: { storageKey: true },
  });
  await db.project.delete({ where: { id: project.id } });
  await db.team.delete({ where: { id: project.teamId } });
  await projectsChanged(db, [project.id]);
  const storageKeys = files.map((file) => file.storageKey);
  await Promise.all(storageKeys.map((key) => storage().delete(key)));
  return { project, storageKeys };
}
