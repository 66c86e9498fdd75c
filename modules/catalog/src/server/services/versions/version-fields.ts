import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { hasControlCharacter } from "@hopper/core/validation";

// The limits of a version's fields and the dependency check, shared by creating and editing a version.

export const VERSION_NUMBER_MAX = 32;
export const VERSION_NAME_MAX = 64;
export const CHANGELOG_MAX = 65_536;
export const DEPENDENCY_TYPES = ["required", "optional", "incompatible", "embedded"] as const;

/**
 * A version's name as stored: trimmed, the version number when left empty. A longer name is refused with
 * the limit (it used to be cut to 64 characters without a word: a 50 MB name was accepted).
 */
export function versionName(raw: string | undefined, versionNumber: string): string {
  const name = raw?.trim() ?? "";
  if (hasControlCharacter(name)) {
    const message = "The version name must not contain control characters.";
    throw new AppError("invalid_input", message, { name: message });
  }
  if (name.length > VERSION_NAME_MAX) {
    const message = `The version name must be at most ${VERSION_NAME_MAX} characters.`;
    throw new AppError("invalid_input", message, { name: message });
  }
  return name || versionNumber;
}

export interface DependencyInput {
  dependencyType: string;
  projectId?: string | null;
  versionId?: string | null;
  fileName?: string | null;
}

/** Checks each dependency and resolves its project (by id or slug, or from its version). */
export async function validateDependencies(db: DbOrTx, projectId: string, dependencies: DependencyInput[]) {
  const result: {
    dependencyType: string;
    projectId: string | null;
    dependencyVersionId: string | null;
    fileName: string | null;
  }[] = [];
  for (const dependency of dependencies) {
    if (!(DEPENDENCY_TYPES as readonly string[]).includes(dependency.dependencyType)) {
      throw new AppError("invalid_input", "A dependency must be required, optional, incompatible or embedded.");
    }
    let target = dependency.projectId ?? null;
    const versionId = dependency.versionId ?? null;
    if (versionId) {
      const version = await db.version.findUnique({ where: { id: versionId }, select: { projectId: true } });
      if (!version) throw new AppError("invalid_input", `Dependency version ${versionId} does not exist.`);
      target ??= version.projectId;
    } else if (target) {
      const project = await db.project.findFirst({
        where: { OR: [{ id: target }, { slugKey: target.toLowerCase() }] },
        select: { id: true },
      });
      if (!project) throw new AppError("invalid_input", `Dependency project ${target} does not exist.`);
      target = project.id;
    } else if (!dependency.fileName) {
      throw new AppError("invalid_input", "A dependency needs a project, a version or a file name.");
    }
    if (target === projectId) throw new AppError("invalid_input", "A version cannot depend on its own project.");
    result.push({
      dependencyType: dependency.dependencyType,
      projectId: target,
      dependencyVersionId: versionId,
      fileName: dependency.fileName ?? null,
    });
  }
  return result;
}
