import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { storage } from "@hopper/core/storage";

import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { refreshProjectCompatibility } from "./version-compatibility";
import { problem, refusal } from "../refusals";

/** Deletes a version and its stored files. Needs DELETE_VERSION. */
export async function deleteVersion(db: DbOrTx, actor: Actor | null, versionId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw refusal("not_found", problem("versions.notFound"));
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "DELETE_VERSION");
  await db.version.delete({ where: { id: version.id } });
  await refreshProjectCompatibility(db, project.id);
  await Promise.all(version.files.map((file) => storage().delete(file.storageKey)));
}
