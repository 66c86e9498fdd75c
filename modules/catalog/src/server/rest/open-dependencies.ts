import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { openableDependencyTargets } from "../services/versions/dependency-targets";
import type { VersionV2 } from "./version-schema";

type Dependency = VersionV2["dependencies"][number];

/**
 * Versions' dependencies as the caller may see them: a dependency on a project the caller cannot open is left
 * out; one on a version the caller cannot open keeps its (openable) project and loses the version id. Every id
 * in the answer then opens for the caller. One round of queries for all the bodies.
 */
export async function openDependencies<T extends { dependencies: Dependency[] }>(
  db: DbOrTx,
  reader: Actor | null,
  bodies: readonly T[],
): Promise<T[]> {
  const dependencies = bodies.flatMap((body) => body.dependencies);
  const projectIds = dependencies.flatMap((dependency) => (dependency.project_id ? [dependency.project_id] : []));
  const versionIds = dependencies.flatMap((dependency) => (dependency.version_id ? [dependency.version_id] : []));
  if (projectIds.length === 0 && versionIds.length === 0) return [...bodies];
  const open = await openableDependencyTargets(db, reader, { projectIds, versionIds });
  const visible = (dependency: Dependency): Dependency[] => {
    if (dependency.project_id && !open.projects.has(dependency.project_id)) return [];
    if (!dependency.version_id || open.versions.has(dependency.version_id)) return [dependency];
    return dependency.project_id ? [{ ...dependency, version_id: null }] : [];
  };
  return bodies.map((body) => ({ ...body, dependencies: body.dependencies.flatMap(visible) }));
}
