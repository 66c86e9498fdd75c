import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { storage } from "@hopper/core/storage";

import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { refreshProjectCompatibility } from "./version-compatibility";

/** Deletes a version and its stored files. Needs DELETE_VERSION. */
export async function deleteVersion(db: DbOrTx, actor: Actor | null, versionId: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw new AppError("not_found", "Version not found.");
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "DELETE_VERSION");
  await db.version.delete({ where: { id: version.id } });
  await refreshProjectCompatibility(db, project.id);
  await Promise.all(version.files.map((file) => storage().delete(file.storageKey)));
}
