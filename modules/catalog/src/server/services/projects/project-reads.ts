import type { DbOrTx } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";

import type { Actor } from "@hopper/core/auth";
import { canViewWith, getVisibleProject, projectInsiders } from "./project-access";
import { PUBLIC_STATUSES } from "./statuses";
import { slugKey } from "../validation";
import { LISTED_VERSION_STATUSES, seesHiddenVersions, visibleVersionIds } from "../versions/version-statuses";

/**
 * The projects (by id or slug, any case) the actor may see, in the order asked, each once. Unknown and hidden
 * ones are left out silently. Two queries whatever the number asked.
 */
export async function visibleProjectIds(
  db: DbOrTx,
  actor: Actor | null,
  idsOrSlugs: readonly string[],
): Promise<string[]> {
  const byRef = await visibleProjectsByRef(db, actor, idsOrSlugs);
  const ordered = new Set<string>();
  for (const wanted of idsOrSlugs) {
    const id = byRef.get(wanted) ?? byRef.get(slugKey(wanted));
    if (id) ordered.add(id);
  }
  return [...ordered];
}

/**
 * Id and slug key → project id, for the projects (asked by id or slug, any case) the actor may see. Two
 * queries whatever the number asked; unknown and hidden ones are absent.
 */
export async function visibleProjectsByRef(
  db: DbOrTx,
  actor: Actor | null,
  idsOrSlugs: readonly string[],
): Promise<Map<string, string>> {
  const byRef = new Map<string, string>();
  if (idsOrSlugs.length === 0) return byRef;
  const projects = await db.project.findMany({
    where: { OR: [{ id: { in: [...idsOrSlugs] } }, { slugKey: { in: idsOrSlugs.map(slugKey) } }] },
    select: { id: true, slugKey: true, status: true, teamId: true, organizationId: true },
  });
  const { onTeam } = await projectInsiders(db, actor, projects);
  for (const project of projects) {
    if (!canViewWith(actor, project.status, onTeam.has(project.id))) continue;
    byRef.set(project.id, project.id);
    byRef.set(project.slugKey, project.id);
  }
  return byRef;
}

/** Up to `count` publicly visible projects picked at random (one query). */
export async function randomProjectIds(db: DbOrTx, count: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT id FROM projects WHERE status IN (${Prisma.join([...PUBLIC_STATUSES])}) ORDER BY random() LIMIT ${count}`);
  return rows.map((row) => row.id);
}

/**
 * Everything the project's versions that the actor may open depend on, as far as the actor may open it: the
 * projects (named directly or through a version) and the versions. Dependencies on files by name (inside
 * modpacks) are not catalogue items. A draft's dependencies stay hidden from those who cannot open the draft.
 */
export async function projectDependencies(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await getVisibleProject(db, actor, idOrSlug);
  const allVersions = await seesHiddenVersions(db, actor, project);
  const dependencies = await db.dependency.findMany({
    where: {
      version: {
        projectId: project.id,
        ...(allVersions ? {} : { status: { in: [...LISTED_VERSION_STATUSES] } }),
      },
      OR: [{ projectId: { not: null } }, { dependencyVersionId: { not: null } }],
    },
    select: { projectId: true, dependencyVersion: { select: { id: true, projectId: true } } },
  });
  const projectIds = new Set<string>();
  for (const dependency of dependencies) {
    if (dependency.projectId) projectIds.add(dependency.projectId);
    if (dependency.dependencyVersion) projectIds.add(dependency.dependencyVersion.projectId);
  }
  projectIds.delete(project.id);
  const visible = new Set(await visibleProjectIds(db, actor, [...projectIds]));
  const candidates = [
    ...new Set(
      dependencies
        .map((dependency) => dependency.dependencyVersion)
        .filter((version) => version !== null && visible.has(version.projectId))
        .map((version) => version!.id),
    ),
  ];
  // A visible project's draft version is not one the actor may open.
  const openable = await visibleVersionIds(db, actor, candidates);
  return { projectIds: [...visible], versionIds: candidates.filter((id) => openable.has(id)) };
}

/**
 * Counts of what the public can see: publicly visible projects, their listed versions, the distinct accepted
 * members of their teams (authors) and the files of those versions. One query per figure.
 */
export async function catalogStatistics(db: DbOrTx) {
  const publicProject = { status: { in: [...PUBLIC_STATUSES] } };
  const listedVersion = { status: { in: ["listed", "archived"] }, project: publicProject };
  const [projects, versions, files, authors] = await Promise.all([
    db.project.count({ where: publicProject }),
    db.version.count({ where: listedVersion }),
    db.versionFile.count({ where: { version: listedVersion } }),
    db.$queryRaw<{ count: bigint }[]>(Prisma.sql`
      SELECT count(DISTINCT m.user_id) AS count FROM team_members m JOIN projects p ON p.team_id = m.team_id
      WHERE m.accepted AND p.status IN (${Prisma.join([...PUBLIC_STATUSES])})`),
  ]);
  return { projects, versions, authors: Number(authors[0]?.count ?? 0), files };
}
