import type { DbOrTx } from "@hopper/core/db";

import { APPROVED_STATUSES, PROJECT_STATUSES, isViewableByLink } from "../projects/statuses";
import { FEED_ENTRIES } from "./atom";
import type { FeedVersion } from "./atom";
import { withVersionPaths } from "./feed-versions";

const LINKABLE = PROJECT_STATUSES.filter(isViewableByLink);

interface Row {
  id: string;
  name: string;
  version_number: string;
  loaders: string[];
  game_versions: string[];
  date_published: Date;
  author: string;
  project_id: string;
  project_name: string;
  slug: string;
  project_type: string;
  project_loaders: string[];
}

/**
 * A user's private feed: the newest listed versions of the projects they follow, newest first, by the same rules
 * as the fan-out that notifies them (follower-fanout.ts): the follow's filters must overlap the version's loaders
 * and game versions (an empty filter takes everything), the project must have passed review, and the user must
 * still see it (anyone for a project viewable by link; staff, its team and its organization's accepted members
 * otherwise). One statement: per follow the newest matching versions through the (project_id, date_published)
 * index, then the newest of them all.
 */
export async function followedVersionsFeed(db: DbOrTx, userId: string, limit = FEED_ENTRIES): Promise<FeedVersion[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT v.id, v.name, v.version_number, v.loaders, v.game_versions, v.date_published, a.username AS author,
      p.id AS project_id, p.name AS project_name, p.slug, p.project_type, p.loaders AS project_loaders
    FROM project_follows f
    JOIN users u ON u.id = f.user_id
    JOIN projects p ON p.id = f.project_id
    CROSS JOIN LATERAL (
      SELECT * FROM versions v
      WHERE v.project_id = f.project_id AND v.status = 'listed'
        AND (cardinality(f.loaders) = 0 OR f.loaders && v.loaders)
        AND (cardinality(f.game_versions) = 0 OR f.game_versions && v.game_versions)
      ORDER BY v.date_published DESC, v.id
      LIMIT ${limit}::int
    ) v
    JOIN users a ON a.id = v.author_id
    WHERE f.user_id = ${userId}
      AND p.status = ANY(${APPROVED_STATUSES}::text[])
      AND (p.status = ANY(${LINKABLE}::text[])
        OR u.role::text IN ('moderator', 'admin')
        OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = p.team_id AND tm.user_id = f.user_id)
        OR EXISTS (SELECT 1 FROM organizations o JOIN team_members om ON om.team_id = o.team_id
          WHERE o.id = p.organization_id AND om.user_id = f.user_id AND om.accepted))
    ORDER BY v.date_published DESC, v.id
    LIMIT ${limit}::int`;
  return withVersionPaths(
    db,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      versionNumber: row.version_number,
      loaders: row.loaders,
      gameVersions: row.game_versions,
      datePublished: row.date_published,
      author: row.author,
      project: {
        id: row.project_id,
        name: row.project_name,
        slug: row.slug,
        projectType: row.project_type,
        loaders: row.project_loaders,
      },
    })),
  );
}
