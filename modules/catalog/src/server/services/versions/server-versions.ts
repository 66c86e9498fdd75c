import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { visibleProjectIds } from "../projects/project-reads";

// The catalogue's versions as game servers take them (the hosting module installs content and modpacks from
// here; it reads catalogue data only through these). Listed versions only — what the public sees — of projects
// the actor may see, newest first. Every query is bounded: a number of projects, a number of versions per project.

/** What a server needs of a version to download it and its required dependencies. */
export interface ServerVersion {
  id: string;
  projectId: string;
  versionNumber: string;
  files: { filename: string; sha512: string; primary: boolean }[];
  dependencies: { dependencyType: string; projectId: string | null; dependencyVersionId: string | null }[];
}

/** A server's loaders (any of them) and game version. */
export interface ServerFit {
  loaders: readonly string[];
  gameVersion: string;
}

/** At most this many projects in one call (the content page asks for every installed project at once). */
export const SERVER_VERSION_PROJECTS_MAX = 500;
/** At most this many versions per project. */
export const SERVER_VERSIONS_PER_PROJECT_MAX = 10;

const SERVER_VERSION_SELECT = {
  id: true,
  projectId: true,
  versionNumber: true,
  files: { select: { filename: true, sha512: true, primary: true }, orderBy: { ordering: "asc" } },
  dependencies: { select: { dependencyType: true, projectId: true, dependencyVersionId: true } },
} satisfies Prisma.VersionSelect;

/**
 * Project id → its newest `perProject` listed versions that run on `fit` (newest first), for the projects the
 * actor may see; projects without one are absent. Two queries whatever the number of versions: the newest ids per
 * project (a window over the (project, date) index), then those versions with their files and dependencies.
 */
export async function newestServerVersions(
  db: DbOrTx,
  actor: Actor | null,
  projectIds: readonly string[],
  fit: ServerFit,
  perProject = 1,
): Promise<Map<string, ServerVersion[]>> {
  if (projectIds.length > SERVER_VERSION_PROJECTS_MAX) {
    throw new AppError("invalid_input", `At most ${SERVER_VERSION_PROJECTS_MAX} projects at once.`);
  }
  const limit = Math.min(Math.max(1, Math.trunc(perProject)), SERVER_VERSIONS_PER_PROJECT_MAX);
  const byProject = new Map<string, ServerVersion[]>();
  const visible = await visibleProjectIds(db, actor, projectIds);
  if (visible.length === 0 || fit.loaders.length === 0) return byProject;
  const ranked = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT id FROM (
      SELECT v.id, ROW_NUMBER() OVER (PARTITION BY v.project_id ORDER BY v.date_published DESC, v.id ASC) AS n
      FROM versions v
      WHERE v.project_id IN (${Prisma.join(visible)})
        AND v.status = 'listed'
        AND v.loaders && ARRAY[${Prisma.join([...fit.loaders])}]::text[]
        AND ${fit.gameVersion} = ANY(v.game_versions)
    ) ranked
    WHERE n <= ${limit}`);
  if (ranked.length === 0) return byProject;
  const versions = await db.version.findMany({
    where: { id: { in: ranked.map((row) => row.id) } },
    select: SERVER_VERSION_SELECT,
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
  });
  for (const version of versions) {
    const list = byProject.get(version.projectId) ?? [];
    list.push(version);
    byProject.set(version.projectId, list);
  }
  return byProject;
}

/** A version named by id (a pinned dependency) when it is listed, its project visible and it runs on `fit`. */
export async function serverVersion(
  db: DbOrTx,
  actor: Actor | null,
  versionId: string,
  fit: ServerFit,
): Promise<ServerVersion | null> {
  if (versionId.length > 64) return null;
  const version = await db.version.findUnique({
    where: { id: versionId },
    select: { ...SERVER_VERSION_SELECT, status: true, loaders: true, gameVersions: true },
  });
  if (!version || version.status !== "listed") return null;
  if (!version.loaders.some((loader) => fit.loaders.includes(loader))) return null;
  if (!version.gameVersions.includes(fit.gameVersion)) return null;
  if ((await visibleProjectIds(db, actor, [version.projectId])).length === 0) return null;
  return {
    id: version.id,
    projectId: version.projectId,
    versionNumber: version.versionNumber,
    files: version.files,
    dependencies: version.dependencies,
  };
}

/** A project's newest listed version with what a server order reads of it (loaders, game versions, file names). */
export async function newestListedVersion(db: DbOrTx, projectId: string) {
  const versions = await db.version.findMany({
    where: { projectId, status: "listed" },
    select: {
      id: true,
      versionNumber: true,
      loaders: true,
      gameVersions: true,
      files: { select: { filename: true, primary: true }, orderBy: { ordering: "asc" } },
    },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
    take: 1,
  });
  return versions[0] ?? null;
}

/** The file a version is installed from (its primary file, else its first): name and storage key, or null. */
export async function versionInstallFile(
  db: DbOrTx,
  versionId: string,
): Promise<{ filename: string; storageKey: string } | null> {
  const files = await db.versionFile.findMany({
    where: { versionId },
    select: { filename: true, storageKey: true, primary: true },
    orderBy: { ordering: "asc" },
  });
  const file = files.find((candidate) => candidate.primary) ?? files[0];
  return file ? { filename: file.filename, storageKey: file.storageKey } : null;
}
