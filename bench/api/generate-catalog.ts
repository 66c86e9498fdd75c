// Synthetic catalogue for the API benchmark, generated inside PostgreSQL: N approved projects (ids
// P0000001…, the same ids as bench/search/generate.ts gives the search rows), 4 versions each with one
// file (sha1 and sha512 of a deterministic string), 5,000 authors, one team and owner per project.
//
// At 1M projects that is 4M versions and 4M files, loaded in batches by bench/support/bulk-load.ts.
import type { Db } from "../../modules/core/src/db/client";
import { bulkLoad } from "../support/bulk-load";

const BATCH = 100_000;
const TABLES = ["users", "teams", "team_members", "projects", "versions", "version_files"] as const;

/** True when the tables already hold exactly this catalogue (`--reuse` skips generating it again). */
export async function catalogHolds(db: Db, projects: number): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ projects: bigint; files: bigint; slug: boolean }[]>(
    `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM version_files) AS files,
       EXISTS (SELECT 1 FROM projects WHERE slug_key = 'bench-project-' || $1::int) AS slug`,
    projects,
  );
  return Number(row?.projects) === projects && Number(row?.files) === projects * 4 && row?.slug === true;
}

async function insertBatch(db: Db, from: number, to: number): Promise<void> {
  const pid = `'P' || lpad(i::text, 7, '0')`;
  const series = `generate_series(${from}, ${to}) AS i`;
  await db.$executeRawUnsafe(`INSERT INTO teams (id) SELECT 'T' || lpad(i::text, 7, '0') FROM ${series}`);
  await db.$executeRawUnsafe(`
    INSERT INTO team_members (id, team_id, user_id, role, is_owner, permissions, accepted, payouts_split)
    SELECT 'M' || lpad(i::text, 7, '0'), 'T' || lpad(i::text, 7, '0'), 'U' || lpad((i % 5000)::text, 7, '0'),
      'Owner', true, 1023, true, 100
    FROM ${series}`);
  await db.$executeRawUnsafe(`
    INSERT INTO projects (id, slug, slug_key, project_type, name, summary, body, team_id, status, license_id,
      downloads, followers, client_side, server_side, loaders, game_versions, approved)
    SELECT ${pid}, 'bench-project-' || i, 'bench-project-' || i,
      (ARRAY['mod','mod','mod','modpack','plugin','resourcepack','shader','datapack'])[1 + i % 8],
      'Bench Project ' || i, 'A synthetic project for the API benchmark', repeat('Some description. ', 40),
      'T' || lpad(i::text, 7, '0'), 'approved', 'MIT', (i::bigint * 7919) % 1000003, (i::bigint * 104729) % 5003,
      'required', 'optional', ARRAY['fabric','neoforge'], ARRAY['1.20.1','1.21'], now()
    FROM ${series}`);
  await db.$executeRawUnsafe(`
    INSERT INTO versions (id, project_id, author_id, name, version_number, version_type, loaders, game_versions,
      date_published)
    SELECT 'V' || lpad((i * 4 + j)::text, 7, '0'), ${pid}, 'U' || lpad((i % 5000)::text, 7, '0'),
      'Version ' || j, j || '.0.0', 'release',
      ARRAY[(ARRAY['fabric','forge','neoforge','quilt'])[1 + abs(hashtext('loader' || i || '-' || j)) % 4]],
      ARRAY[(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + abs(hashtext('game' || i || '-' || j)) % 8]],
      now() - (5 - j) * interval '30 days'
    FROM ${series}, generate_series(1, 4) AS j`);
  // Version and file n = 4 * project + j (j = 1…4), so this batch's files are 4 * from + 1 … 4 * to + 4.
  await db.$executeRawUnsafe(`
    INSERT INTO version_files (id, version_id, filename, storage_key, "primary", size, sha1, sha512)
    SELECT 'F' || lpad(n::text, 7, '0'), 'V' || lpad(n::text, 7, '0'), 'bench-' || n || '.jar',
      'data/bench/versions/' || n || '/bench-' || n || '.jar', true, 1024,
      left(encode(sha256(('file-' || n)::bytea), 'hex'), 40), encode(sha512(('file-' || n)::bytea), 'hex')
    FROM generate_series(${4 * from + 1}, ${4 * to + 4}) AS n`);
}

export async function generateCatalog(
  db: Db,
  projects: number,
  progress: (line: string) => void = () => undefined,
): Promise<void> {
  await db.$executeRawUnsafe(
    "TRUNCATE version_files, dependencies, versions, project_categories, projects, team_members, teams CASCADE",
  );
  await db.$executeRawUnsafe(`
    INSERT INTO users (id, username, username_key, updated_at)
    SELECT 'U' || lpad(i::text, 7, '0'), 'author' || i, 'author' || i, now() FROM generate_series(0, 4999) AS i
    ON CONFLICT DO NOTHING`);
  await bulkLoad(db, { tables: TABLES, projects, batch: BATCH, insertBatch, progress });
}
