import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { hasControlCharacter, REF_MAX } from "@hopper/core/validation";

import { visibleProjectsByRef } from "../projects/project-reads";
import { slugKey } from "../validation";
import { visibleVersionIds } from "./version-statuses";
import { problem, refusal } from "../refusals";

// The limits of a version's fields and the dependency check, shared by creating and editing a version.

export const VERSION_NUMBER_MAX = 32;
export const VERSION_NAME_MAX = 64;
export const CHANGELOG_MAX = 65_536;
export const DEPENDENCY_TYPES = ["required", "optional", "incompatible", "embedded"] as const;
/** A dependency named by its file (an embedded or unlisted jar). */
export const DEPENDENCY_FILE_NAME_MAX = 255;

/**
 * A version's name as stored: trimmed, the version number when left empty. A longer name is refused with
 * the limit (it used to be cut to 64 characters without a word: a 50 MB name was accepted).
 */
export function versionName(raw: string | undefined, versionNumber: string): string {
  const name = raw?.trim() ?? "";
  if (hasControlCharacter(name)) {
    throw refusal("invalid_input", problem("versions.nameControl"), "name");
  }
  if (name.length > VERSION_NAME_MAX) {
    throw refusal("invalid_input", problem("versions.nameLength", { max: String(VERSION_NAME_MAX) }), "name");
  }
  return name || versionNumber;
}

export interface DependencyInput {
  dependencyType: string;
  projectId?: string | null;
  versionId?: string | null;
  fileName?: string | null;
}

/**
 * Checks each dependency and resolves its project (by id or slug, or from its version). A project or version the
 * actor may not see is refused exactly as a missing one is, so the check cannot tell an outsider that a draft
 * exists. Four queries whatever the number of dependencies (a body may list thousands).
 */
export async function validateDependencies(
  db: DbOrTx,
  actor: Actor,
  projectId: string,
  dependencies: DependencyInput[],
) {
  for (const dependency of dependencies) {
    if (!(DEPENDENCY_TYPES as readonly string[]).includes(dependency.dependencyType)) {
      throw refusal("invalid_input", problem("dependencies.type"));
    }
    // Every path in (the API, the edit form's free text) meets these before anything is looked up or stored.
    if ((dependency.projectId?.length ?? 0) > REF_MAX || (dependency.versionId?.length ?? 0) > REF_MAX) {
      throw refusal("invalid_input", problem("dependencies.refLength", { max: String(REF_MAX) }));
    }
    if ((dependency.fileName?.length ?? 0) > DEPENDENCY_FILE_NAME_MAX) {
      throw refusal("invalid_input", problem("dependencies.fileNameLength", { max: String(DEPENDENCY_FILE_NAME_MAX) }));
    }
  }
  const versionIds = [...new Set(dependencies.flatMap((dependency) => dependency.versionId ?? []))];
  const projectRefs = [
    ...new Set(dependencies.flatMap((dependency) => (dependency.versionId ? [] : (dependency.projectId ?? [])))),
  ];
  const [versionProjects, projectsByRef] = await Promise.all([
    visibleVersionProjects(db, actor, versionIds),
    visibleProjectsByRef(db, actor, projectRefs),
  ]);
  return dependencies.map((dependency) => {
    let target = dependency.projectId ?? null;
    const versionId = dependency.versionId ?? null;
    if (versionId) {
      const versionProject = versionProjects.get(versionId);
      if (!versionProject)
        throw refusal("invalid_input", problem("dependencies.versionMissing", { version: versionId }));
      target ??= versionProject;
    } else if (target) {
      const found = projectsByRef.get(target) ?? projectsByRef.get(slugKey(target));
      if (!found) throw refusal("invalid_input", problem("dependencies.projectMissing", { project: target }));
      target = found;
    } else if (!dependency.fileName) {
      throw refusal("invalid_input", problem("dependencies.target"));
    }
    if (target === projectId) throw refusal("invalid_input", problem("dependencies.ownProject"));
    return {
      dependencyType: dependency.dependencyType,
      projectId: target,
      dependencyVersionId: versionId,
      fileName: dependency.fileName ?? null,
    };
  });
}

/** Version id → its project's id, for the versions the actor may see. */
async function visibleVersionProjects(db: DbOrTx, actor: Actor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [rows, visible] = await Promise.all([
    db.version.findMany({ where: { id: { in: ids } }, select: { id: true, projectId: true } }),
    visibleVersionIds(db, actor, ids),
  ]);
  return new Map(rows.filter((row) => visible.has(row.id)).map((row) => [row.id, row.projectId]));
}
