// The same work as two API endpoints sent with `pg` from the benchmark process: the floor that the API's latency is
// compared with.
import type pg from "pg";

import { PROJECT_BY_ID_OR_SLUG_SQL } from "../../modules/catalog/src/server/services/projects/project-rows";

const VISIBLE = ["approved", "archived", "unlisted"];

/**
 * GET /v2/project/{slug}: the very statement the endpoint sends (the project with its categories, donation links,
 * gallery and versions as JSON aggregates, found by id or slug), so the ratio compares like with like. An earlier
 * bare statement here was lighter (`p.*`, version ids only, the slug alone), which overstated the API's overhead.
 */
export async function bareProject(pool: pg.Pool, slug: string): Promise<unknown> {
  const { rows } = await pool.query(PROJECT_BY_ID_OR_SLUG_SQL, [slug, slug.toLowerCase()]);
  if (rows.length !== 1 || !VISIBLE.includes(rows[0].status)) throw new Error(`no project ${slug}`);
  return rows[0];
}

/** POST /v2/version_files: each hash's version (of a visible project) with all of that version's files. */
export async function bareHashLookup(pool: pg.Pool, hashes: string[]): Promise<unknown> {
  const { rows } = await pool.query(
    `SELECT f.sha1 AS hash, v.*,
      (SELECT json_agg(x ORDER BY x.ordering) FROM version_files x WHERE x.version_id = v.id) AS files,
      (SELECT coalesce(json_agg(d), '[]') FROM dependencies d WHERE d.version_id = v.id) AS dependencies
    FROM version_files f
    JOIN versions v ON v.id = f.version_id
    JOIN projects p ON p.id = v.project_id
    WHERE f.sha1 = ANY($1::char(40)[]) AND p.status IN ('approved', 'archived')`,
    [hashes],
  );
  if (rows.length !== hashes.length) throw new Error(`found ${rows.length} of ${hashes.length} hashes`);
  return rows;
}
