import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";

import { LISTED_VERSION_STATUSES } from "../versions/version-statuses";
import { getVisibleProject } from "./project-access";
import { PUBLIC_STATUSES } from "./statuses";

/** The dependency types that count as "using" a project; embedded and incompatible ones do not. */
export const DEPENDENT_TYPES: readonly string[] = ["required", "optional"];

export interface DependentsPage {
  /** How many dependent projects the actor may see in all. */
  total: number;
  /** One page of them, most downloaded first: the project's id and how many of its listed versions depend. */
  dependents: { projectId: string; versions: number }[];
}

/**
 * The SQL condition on a dependent project `p` for the actor. Everyone sees the publicly listed ones (approved,
 * archived — the ones search shows: an unlisted project is reachable by its link but not listed anywhere);
 * staff see every one; a member of the project's team (invited too) or an accepted member of the organization
 * owning it sees that project whatever its status, as the catalogue's visibility rule says (canViewWith).
 */
function dependentVisibility(actor: Actor | null): Prisma.Sql {
  const listed = Prisma.sql`p.status IN (${Prisma.join([...PUBLIC_STATUSES])})`;
  if (!actor) return listed;
  if (isStaff(actor)) return Prisma.sql`TRUE`;
  return Prisma.sql`(${listed} OR EXISTS (
    SELECT 1 FROM team_members m
    WHERE m.user_id = ${actor.userId}
      AND (m.team_id = p.team_id
        OR (m.accepted AND m.team_id = (SELECT o.team_id FROM organizations o WHERE o.id = p.organization_id)))))`;
}

/**
 * The SQL that finds the dependents of a project (docs/catalog.md, "Used by" has its EXPLAIN): the dependencies
 * naming the project (index on project_id) and those naming a version of it (the project's versions by the
 * (project_id, date_published) index, then the index on dependency_version_id), of listed versions of other
 * projects, counted per project, then the projects the actor may see, most downloaded first. One statement
 * answers the page and the total.
 */
export function dependentsSql(projectId: string, actor: Actor | null, limit: number, offset: number): Prisma.Sql {
  const types = Prisma.join([...DEPENDENT_TYPES]);
  // Two arms, not one OR: "project_id = P OR dependency_version_id IN (…)" defeats both indexes (a full scan).
  return Prisma.sql`
    WITH hits AS (
      SELECT d.version_id FROM dependencies d
      WHERE d.project_id = ${projectId} AND d.dependency_type IN (${types})
      UNION ALL
      SELECT d.version_id FROM versions t JOIN dependencies d ON d.dependency_version_id = t.id
      WHERE t.project_id = ${projectId} AND d.dependency_type IN (${types})
    ), uses AS (
      -- DISTINCT: a version naming both the project and one of its versions counts once.
      SELECT v.project_id AS dependent_id, count(DISTINCT v.id)::int AS versions
      FROM hits h JOIN versions v ON v.id = h.version_id
      WHERE v.status IN (${Prisma.join([...LISTED_VERSION_STATUSES])}) AND v.project_id <> ${projectId}
      GROUP BY v.project_id
    ), visible AS (
      SELECT u.dependent_id, u.versions, p.downloads
      FROM uses u JOIN projects p ON p.id = u.dependent_id
      WHERE ${dependentVisibility(actor)}
    )
    SELECT (SELECT count(*)::int FROM visible) AS total,
      COALESCE((
        SELECT json_agg(json_build_object('projectId', page.dependent_id, 'versions', page.versions)
          ORDER BY page.downloads DESC, page.dependent_id)
        FROM (SELECT * FROM visible ORDER BY downloads DESC, dependent_id LIMIT ${limit} OFFSET ${offset}) page
      ), '[]'::json) AS dependents`;
}

/**
 * "Used by": the projects whose listed versions depend (required or optional) on the project, by its id or by
 * one of its versions, with how many of their versions do, as far as the actor may see them. The project itself
 * must be visible to the actor (not_found otherwise, as everywhere).
 */
export async function projectDependents(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  page: { limit: number; offset: number },
): Promise<DependentsPage> {
  const project = await getVisibleProject(db, actor, idOrSlug);
  return dependentsOf(db, actor, project.id, page);
}

/** The same for a project the caller has already checked the actor may see (its page): one query. */
export async function dependentsOf(
  db: DbOrTx,
  actor: Actor | null,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<DependentsPage> {
  const [row] = await db.$queryRaw<DependentsPage[]>(dependentsSql(projectId, actor, page.limit, page.offset));
  return { total: row?.total ?? 0, dependents: row?.dependents ?? [] };
}

/** The dependents' project rows for a page of them, in the page's order (one query). */
export async function dependentProjectRows(db: DbOrTx, dependents: DependentsPage["dependents"]) {
  if (dependents.length === 0) return [];
  const rows = await db.project.findMany({ where: { id: { in: dependents.map((d) => d.projectId) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return dependents.flatMap((dependent) => {
    const row = byId.get(dependent.projectId);
    return row ? [{ project: row, versions: dependent.versions }] : [];
  });
}
