import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { SERVER_VERSION_PROJECTS_MAX, newestServerVersions, serverVersion } from "@hopper/catalog/server";
import type { ServerVersion } from "@hopper/catalog/server";

import type { Compatibility } from "./content-kinds";

// The catalogue's versions a server can take, read only through the catalogue's exported services (bounded:
// the newest version per project, in two queries for any number of projects). Listed versions of projects the
// actor may see.

export type CatalogueVersion = ServerVersion;

/** Project id → its newest version that runs on the server, for the projects the actor may see. */
export async function newestCompatibleVersions(
  db: DbOrTx,
  actor: Actor | null,
  projectIds: readonly string[],
  fit: Compatibility,
): Promise<Map<string, CatalogueVersion>> {
  const newest = new Map<string, CatalogueVersion>();
  // the catalogue bounds one call; a server with more installed projects asks in slices
  for (let start = 0; start < projectIds.length; start += SERVER_VERSION_PROJECTS_MAX) {
    const slice = projectIds.slice(start, start + SERVER_VERSION_PROJECTS_MAX);
    const byProject = await newestServerVersions(db, actor, slice, fit, 1);
    for (const [projectId, versions] of byProject) if (versions[0]) newest.set(projectId, versions[0]);
  }
  return newest;
}

/** A pinned dependency version when it is listed, its project visible to the actor, and it runs on the server. */
export function pinnedVersion(db: DbOrTx, actor: Actor | null, versionId: string, fit: Compatibility) {
  return serverVersion(db, actor, versionId, fit);
}

/** The file a server downloads: the primary file, else the first. */
export function installFile(version: CatalogueVersion) {
  return version.files.find((file) => file.primary) ?? version.files[0] ?? null;
}
