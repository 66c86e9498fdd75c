// The same work as two API endpoints, as single hand-written statements sent with `pg`: the floor that
// the API's latency is compared with.
import type pg from "pg";

/** GET /v2/project/{slug}: the visible project with its categories, links, gallery and version ids. */
export async function bareProject(pool: pg.Pool, slug: string): Promise<unknown> {
  const { rows } = await pool.query(
    `SELECT p.*,
      (SELECT coalesce(json_agg(c.category), '[]') FROM project_categories c WHERE c.project_id = p.id) AS categories,
      (SELECT coalesce(json_agg(d ORDER BY d.ordering), '[]') FROM project_donation_links d WHERE d.project_id = p.id) AS donations,
      (SELECT coalesce(json_agg(g ORDER BY g.ordering), '[]') FROM gallery_images g WHERE g.project_id = p.id) AS gallery,
      (SELECT coalesce(json_agg(v.id ORDER BY v.date_published), '[]') FROM versions v WHERE v.project_id = p.id) AS versions
    FROM projects p WHERE p.slug_key = lower($1) AND p.status IN ('approved', 'archived', 'unlisted')`,
    [slug],
  );
  if (rows.length !== 1) throw new Error(`no project ${slug}`);
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
