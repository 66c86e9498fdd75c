import { Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { projectInsiders } from "../projects/project-access";
import { isViewableByLink, PROJECT_STATUSES } from "../projects/statuses";

/** Version statuses (the reference platform's names). */
export const VERSION_STATUSES = ["listed", "archived", "draft", "unlisted", "scheduled", "unknown"] as const;
/** What a team may set a version to; scheduled and unknown are the platform's own. */
export const SETTABLE_VERSION_STATUSES: readonly string[] = ["listed", "archived", "draft", "unlisted"];
/** Shown in version lists to everyone. */
export const LISTED_VERSION_STATUSES: readonly string[] = ["listed", "archived"];
/** Reachable by id or hash by anyone who may see the project (unlisted: by link only). */
export const LINKABLE_VERSION_STATUSES: readonly string[] = ["listed", "archived", "unlisted"];
/** What an update check may offer: only versions the team released to everyone. */
export const UPDATE_VERSION_STATUSES: readonly string[] = ["listed"];

/**
 * Staff, members of the project's team (invited ones too) and accepted members of the organization that owns it
 * see every version of a project, drafts included (the same insiders as canViewProject).
 */
export async function seesHiddenVersions(
  db: DbOrTx,
  actor: Actor | null,
  project: { id: string; teamId: string; organizationId: string | null },
): Promise<boolean> {
  if (!actor) return false;
  if (isStaff(actor)) return true;
  return (await projectInsiders(db, actor, [project])).onTeam.has(project.id);
}

const LINKABLE_PROJECT_STATUSES = PROJECT_STATUSES.filter(isViewableByLink);

/**
 * SQL condition on `v` (versions) joined to `p` (projects): the versions the actor may reach. Projects anyone
 * with the link may see and their linkable versions; every version for staff, for members of the project's
 * team (invited ones too) and for accepted members of the owning organization — the same rule as
 * canViewProject and seesHiddenVersions, for many rows at once.
 */
export function visibleVersionSql(actor: Actor | null): Prisma.Sql {
  if (isStaff(actor)) return Prisma.sql`TRUE`;
  const open = Prisma.sql`(p.status IN (${Prisma.join(LINKABLE_PROJECT_STATUSES)}) AND v.status IN (${Prisma.join(
    LINKABLE_VERSION_STATUSES,
  )}))`;
  if (!actor) return open;
  return Prisma.sql`(${open}
    OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = p.team_id AND tm.user_id = ${actor.userId})
    OR EXISTS (SELECT 1 FROM organizations o JOIN team_members om ON om.team_id = o.team_id
      WHERE o.id = p.organization_id AND om.user_id = ${actor.userId} AND om.accepted))`;
}

/** The ids among `ids` of versions the actor may reach, in one query. */
export async function visibleVersionIds(db: DbOrTx, actor: Actor | null, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT v.id FROM versions v JOIN projects p ON p.id = v.project_id
    WHERE v.id = ANY(${[...ids]}::text[]) AND ${visibleVersionSql(actor)}`;
  return new Set(rows.map((row) => row.id));
}
