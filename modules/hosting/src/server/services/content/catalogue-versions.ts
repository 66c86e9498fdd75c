import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { visibleProjectIds } from "@hopper/catalog/server";

import type { Compatibility } from "./content-kinds";

// The catalogue's versions a server can take. One query for any number of projects (the content page asks for
// every installed project's newest version at once): newest first, listed versions only (what the public sees).

export interface CatalogueVersion {
  id: string;
  projectId: string;
  versionNumber: string;
  files: { filename: string; sha512: string; primary: boolean }[];
  dependencies: { dependencyType: string; projectId: string | null; dependencyVersionId: string | null }[];
}

/** Project id → its newest version that runs on the server, for the projects the actor may see. */
export async function newestCompatibleVersions(
  db: DbOrTx,
  actor: Actor | null,
  projectIds: readonly string[],
  fit: Compatibility,
): Promise<Map<string, CatalogueVersion>> {
  const newest = new Map<string, CatalogueVersion>();
  const visible = await visibleProjectIds(db, actor, projectIds);
  if (visible.length === 0) return newest;
  const versions = await db.version.findMany({
    where: {
      projectId: { in: visible },
      status: "listed",
      loaders: { hasSome: fit.loaders },
      gameVersions: { has: fit.gameVersion },
    },
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
  });
  for (const version of versions) if (!newest.has(version.projectId)) newest.set(version.projectId, version);
  return newest;
}

/** A pinned dependency version when it is listed and runs on the server. */
export async function pinnedVersion(db: DbOrTx, versionId: string, fit: Compatibility) {
  const version = await db.version.findUnique({
    where: { id: versionId },
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
  });
  if (!version || version.status !== "listed") return null;
  if (!version.loaders.some((l) => fit.loaders.includes(l)) || !version.gameVersions.includes(fit.gameVersion))
    return null;
  return version as CatalogueVersion;
}

/** The file a server downloads: the primary file, else the first. */
export function installFile(version: CatalogueVersion) {
  return version.files.find((file) => file.primary) ?? version.files[0] ?? null;
}
