import type { DbOrTx } from "@hopper/core/db";

import { versionAddress } from "../versions/version-rules";
import { isApproved, isViewableByLink } from "./statuses";

/** One slice of a project's followers in user-id order: ids after `after` (null: from the first) up to `through`. */
export interface FollowerRange {
  after: string | null;
  through: string;
}

/**
 * Splits a project's followers into ranges of at most `size`, walking the (project_id, user_id) index once.
 * The same followers always give the same ranges, so a retried coordinator names the same batches.
 */
export async function followerRanges(db: DbOrTx, projectId: string, size: number): Promise<FollowerRange[]> {
  // Every size-th follower ends a range, and the last follower ends the last one.
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    SELECT user_id FROM (
      SELECT user_id, row_number() OVER (ORDER BY user_id) AS n, count(*) OVER () AS total
      FROM project_follows WHERE project_id = ${projectId}
    ) ranked
    WHERE n % ${size}::int = 0 OR n = total
    ORDER BY user_id`;
  let after: string | null = null;
  return rows.map((row) => {
    const range: FollowerRange = { after, through: row.user_id };
    after = row.user_id;
    return range;
  });
}

/** What a follower is told about a published version, or null when it is no longer public news. */
export interface PublishedVersion {
  project: { id: string; name: string; slug: string; projectType: string; status: string };
  version: { id: string; versionNumber: string; loaders: string[]; gameVersions: string[] };
  /** The version page: /{type}/{slug}/version/{number, or id when the number is ambiguous}. */
  link: string;
}

/**
 * The version a fan-out announces, read when the batch runs: a version taken back to draft (or a project taken
 * out of review's approval) before its followers were reached announces nothing.
 */
export async function publishedVersion(db: DbOrTx, versionId: string): Promise<PublishedVersion | null> {
  const version = await db.version.findUnique({
    where: { id: versionId },
    select: {
      id: true,
      versionNumber: true,
      loaders: true,
      gameVersions: true,
      status: true,
      datePublished: true,
      project: { select: { id: true, name: true, slug: true, projectType: true, status: true } },
    },
  });
  if (!version || version.status !== "listed" || !isApproved(version.project.status)) return null;
  const namesakes = await db.version.findMany({
    where: { projectId: version.project.id, versionNumber: version.versionNumber },
    select: { id: true, versionNumber: true, datePublished: true },
  });
  const { project } = version;
  return {
    project,
    version: {
      id: version.id,
      versionNumber: version.versionNumber,
      loaders: version.loaders,
      gameVersions: version.gameVersions,
    },
    link: `/${project.projectType}/${project.slug}/version/${versionAddress(version, namesakes)}`,
  };
}

/**
 * The followers in `range` a version reaches, in one query: their follow's filters match it (loaders and game
 * versions must overlap the version's; an empty filter takes everything) and they may still see the project
 * (anyone for a project viewable by link; staff, its team and its organization's members otherwise).
 */
export async function followersToTell(
  db: DbOrTx,
  published: PublishedVersion,
  range: FollowerRange,
): Promise<string[]> {
  const { project, version } = published;
  const open = isViewableByLink(project.status);
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    SELECT f.user_id FROM project_follows f
    JOIN projects p ON p.id = f.project_id
    JOIN users u ON u.id = f.user_id
    WHERE f.project_id = ${project.id}
      AND f.user_id > ${range.after ?? ""} AND f.user_id <= ${range.through}
      AND (cardinality(f.loaders) = 0 OR f.loaders && ${version.loaders}::text[])
      AND (cardinality(f.game_versions) = 0 OR f.game_versions && ${version.gameVersions}::text[])
      AND (${open}
        OR u.role::text IN ('moderator', 'admin')
        OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = p.team_id AND tm.user_id = f.user_id)
        OR EXISTS (SELECT 1 FROM organizations o JOIN team_members om ON om.team_id = o.team_id
          WHERE o.id = p.organization_id AND om.user_id = f.user_id AND om.accepted))
    ORDER BY f.user_id`;
  return rows.map((row) => row.user_id);
}
