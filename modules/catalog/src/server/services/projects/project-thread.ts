import type { DbOrTx } from "@hopper/core/db";

const REF_SELECT = {
  id: true,
  slug: true,
  name: true,
  status: true,
  projectType: true,
  loaders: true,
  teamId: true,
  organizationId: true,
  threadId: true,
} as const;

/**
 * What the moderation module needs of a project to run its thread: the thread's id (`thread_id`, set at
 * creation and backfilled by the moderation migration), the team that may read it, and its name for notices.
 * Found by the project's id or by its thread's id (a thread is created on first use, so a GET of a thread no one
 * wrote to yet finds the project this way). Null when neither matches.
 */
export function projectThreadRef(db: DbOrTx, by: { projectId: string } | { threadId: string }) {
  return db.project.findUnique({
    where: "projectId" in by ? { id: by.projectId } : { threadId: by.threadId },
    select: REF_SELECT,
  });
}

/** The projects whose thread ids are among `threadIds` (one query, for the bulk thread read). */
export function projectThreadRefs(db: DbOrTx, threadIds: readonly string[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db.project.findMany({ where: { threadId: { in: [...threadIds] } }, select: REF_SELECT });
}

/**
 * Whether the user is an accepted member of the project's team or of the team of the organization that owns it:
 * the people a project's moderation thread is written to. Pending invitations are not members.
 */
export async function isProjectTeamMember(
  db: DbOrTx,
  userId: string,
  project: { teamId: string; organizationId: string | null },
): Promise<boolean> {
  const row = await db.teamMember.findFirst({
    where: {
      userId,
      accepted: true,
      OR: [
        { teamId: project.teamId },
        ...(project.organizationId ? [{ team: { organization: { is: { id: project.organizationId } } } }] : []),
      ],
    },
    select: { id: true },
  });
  return row !== null;
}

/**
 * Of these projects, the ones whose team (or owning organization's team) the user is an accepted member of, in
 * one query: what `isProjectTeamMember` answers for each, for a bulk read (`GET /v2/threads?ids=`).
 */
export async function projectTeamMemberships(
  db: DbOrTx,
  userId: string,
  projects: readonly { teamId: string; organizationId: string | null }[],
): Promise<{ teamIds: Set<string>; organizationIds: Set<string> }> {
  const teamIds = [...new Set(projects.map((project) => project.teamId))];
  const organizationIds = [...new Set(projects.flatMap((project) => project.organizationId ?? []))];
  if (teamIds.length === 0) return { teamIds: new Set(), organizationIds: new Set() };
  const rows = await db.teamMember.findMany({
    where: {
      userId,
      accepted: true,
      OR: [
        { teamId: { in: teamIds } },
        ...(organizationIds.length ? [{ team: { organization: { is: { id: { in: organizationIds } } } } }] : []),
      ],
    },
    select: { teamId: true, team: { select: { organization: { select: { id: true } } } } },
  });
  return {
    teamIds: new Set(rows.map((row) => row.teamId)),
    organizationIds: new Set(rows.flatMap((row) => row.team.organization?.id ?? [])),
  };
}
