// The analytics benchmark's data, made with set-based SQL (generate_series) so 10 million rows take a minute or two,
// not the hours row-by-row inserts would. Ids are fixed-width and prefixed ("b" projects, "w" versions, "k" teams), so
// a run on a scratch database that already has them adds nothing twice (ON CONFLICT DO NOTHING).
import type pg from "pg";

export interface Scale {
  /** Monetized projects (the split's), of which the creator owns the first `creatorProjects`. */
  projects: number;
  creatorProjects: number;
  /** download_daily rows in all: each project gets rows / projects days, ending yesterday. */
  rows: number;
}

export const CREATOR_ID = "bnchcrtr";
export const OTHER_ID = "bnchothr";
export const projectId = (n: number) => `b${String(n).padStart(7, "0")}`;
export const versionId = (n: number) => `w${String(n).padStart(7, "0")}`;

/** Users, one team per project (a project's team is its own), the creator a member of the first ones. */
export async function generateProjects(pool: pg.Pool, scale: Scale): Promise<void> {
  await pool.query(
    `INSERT INTO users (id, username, username_key, updated_at) VALUES
       ($1, 'bench-creator', 'bench-creator', now()), ($2, 'bench-other', 'bench-other', now())
     ON CONFLICT DO NOTHING`,
    [CREATOR_ID, OTHER_ID],
  );
  await pool.query(
    `INSERT INTO teams (id) SELECT 'k' || lpad(n::text, 7, '0') FROM generate_series(1, $1) n ON CONFLICT DO NOTHING`,
    [scale.projects],
  );
  await pool.query(
    `INSERT INTO team_members (id, team_id, user_id, accepted, is_owner, permissions, payouts_split)
     SELECT 'm' || lpad(n::text, 7, '0'), 'k' || lpad(n::text, 7, '0'), CASE WHEN n <= $2 THEN $3 ELSE $4 END,
            true, true, 1023, 100
     FROM generate_series(1, $1) n ON CONFLICT DO NOTHING`,
    [scale.projects, scale.creatorProjects, CREATOR_ID, OTHER_ID],
  );
  await pool.query(
    `INSERT INTO projects (id, slug, slug_key, project_type, name, summary, team_id, status)
     SELECT 'b' || lpad(n::text, 7, '0'), 'bench-' || n, 'bench-' || n, 'mod', 'Bench ' || n, 'benchmark',
            'k' || lpad(n::text, 7, '0'), 'approved'
     FROM generate_series(1, $1) n ON CONFLICT DO NOTHING`,
    [scale.projects],
  );
  // Versions for the creator's projects only: the roll-up adds to their counters.
  await pool.query(
    `INSERT INTO versions (id, project_id, author_id, name, version_number)
     SELECT 'w' || lpad(n::text, 7, '0'), 'b' || lpad(n::text, 7, '0'), $2, '1.0', '1.0'
     FROM generate_series(1, $1) n ON CONFLICT DO NOTHING`,
    [scale.creatorProjects, CREATOR_ID],
  );
}

/**
 * download_daily: every project one version, `rows / projects` days ending yesterday, inserted a few days at a time
 * (one statement per chunk keeps each transaction's memory bounded). view_daily: the creator's projects on the same
 * days and every project on the split's days. Counts are a cheap hash of project and day (1–60).
 */
export async function generateDaily(pool: pg.Pool, scale: Scale, splitDays: number, log: (line: string) => void) {
  const days = Math.max(1, Math.floor(scale.rows / scale.projects));
  const have = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM download_daily WHERE version_id LIKE 'w%'`);
  if (Number(have.rows[0]!.n) >= days * scale.projects) {
    log(`download_daily already has ${have.rows[0]!.n} bench rows`);
    return days;
  }
  // A project's days together, projects in id order: every index of the table then grows at its end (the primary
  // key starts with the version id) instead of taking inserts all over, which is what makes 10M rows take minutes.
  const chunk = Math.max(1, Math.floor(1_000_000 / days));
  for (let first = 1; first <= scale.projects; first += chunk) {
    const last = Math.min(scale.projects, first + chunk - 1);
    const started = performance.now();
    await pool.query(
      `INSERT INTO download_daily (project_id, version_id, day, count)
       SELECT 'b' || lpad(n::text, 7, '0'), 'w' || lpad(n::text, 7, '0'), current_date - d, 1 + (n * 31 + d * 17) % 60
       FROM generate_series($1::int, $2::int) n, generate_series(1, $3::int) d
       ON CONFLICT DO NOTHING`,
      [first, last, days],
    );
    log(
      `download_daily projects ${first}–${last} of ${scale.projects}: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await pool.query(
    `INSERT INTO view_daily (project_id, version_id, day, count)
     SELECT 'b' || lpad(n::text, 7, '0'), '', current_date - d, 1 + (n * 13 + d * 7) % 200
     FROM generate_series(1, $1::int) d, generate_series(1, $2::int) n
     WHERE n <= $3 OR d <= $4
     ON CONFLICT DO NOTHING`,
    [days, scale.projects, scale.creatorProjects, splitDays],
  );
  await pool.query(`VACUUM ANALYZE download_daily`);
  await pool.query(`VACUUM ANALYZE view_daily`);
  return days;
}
