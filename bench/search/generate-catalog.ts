// Synthetic catalogue rows for the hash-lookup benchmark: N projects with 4 versions each and one file per
// version (sha1 and sha512 of the row number), written by INSERT … SELECT inside PostgreSQL. Loaders, game
// versions and channels come from hashtext of the row number, so every combination occurs and runs are
// comparable. Ids are the 8-character kind the catalogue uses (a letter and 7 digits: up to 2.5M projects).
//
// 1M projects are 4M versions and 4M files, loaded in batches by bench/support/bulk-load.ts.
import type { Db } from "../../modules/core/src/db/client";
import { bulkLoad } from "../support/bulk-load";

export const AUTHOR_ID = "U0000001";
const BATCH = 100_000;
const TABLES = ["teams", "projects", "versions", "version_files"] as const;

/** Row n's file hashes (sha1 stands in as the first 40 hex characters of a sha256: same shape, same index). */
export const fileHashSql = {
  sha1: (n: string) => `substr(encode(sha256(('file-' || ${n})::bytea), 'hex'), 1, 40)`,
  sha512: (n: string) => `encode(sha512(('file-' || ${n})::bytea), 'hex')`,
};

/** True when the tables already hold exactly this catalogue (`--reuse` skips generating it again). */
export async function catalogHolds(db: Db, projects: number): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ projects: bigint; versions: bigint; files: bigint }[]>(
    `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM versions) AS versions,
       (SELECT count(*) FROM version_files) AS files`,
  );
  return (
    Number(row?.projects) === projects && Number(row?.versions) === projects * 4 && Number(row?.files) === projects * 4
  );
}

async function insertBatch(db: Db, from: number, to: number): Promise<void> {
  await db.$executeRawUnsafe(`
    INSERT INTO teams (id) SELECT 'T' || lpad(i::text, 7, '0') FROM generate_series(${from}, ${to}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO projects (id, slug, slug_key, project_type, name, summary, team_id, status, loaders, game_versions)
    SELECT 'P' || lpad(i::text, 7, '0'), 'bench-' || i, 'bench-' || i, 'mod', 'Bench ' || i, 'A benchmark mod',
      'T' || lpad(i::text, 7, '0'), (ARRAY['approved','approved','approved','approved','archived','unlisted','private','draft'])[1 + i % 8],
      ARRAY['fabric','forge'], ARRAY['1.20.1','1.21.1']
    FROM generate_series(${from}, ${to}) AS i`);
  // Version k = 4 * (project - 1) + j, published in that order (so j = 4 is each project's newest).
  await db.$executeRawUnsafe(`
    INSERT INTO versions (id, project_id, author_id, name, version_number, version_type, status, loaders, game_versions,
      date_published, changelog)
    SELECT 'V' || lpad(k::text, 7, '0'), 'P' || lpad(i::text, 7, '0'), '${AUTHOR_ID}', 'Version ' || j, j || '.0.0',
      (ARRAY['release','release','release','beta','alpha'])[1 + abs(hashtext('type' || k)) % 5], 'listed',
      ARRAY[(ARRAY['fabric','forge','neoforge','quilt'])[1 + abs(hashtext('loader' || k)) % 4]],
      ARRAY[(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + abs(hashtext('game' || k)) % 8]],
      timestamptz '2024-01-01' + k * interval '1 minute', 'Changes in ' || j || '.0.0'
    FROM generate_series(${from}, ${to}) AS i, generate_series(1, 4) AS j, LATERAL (SELECT 4 * (i - 1) + j AS k) kk`);
  await db.$executeRawUnsafe(`
    INSERT INTO version_files (id, version_id, filename, storage_key, "primary", size, sha1, sha512)
    SELECT 'F' || lpad(k::text, 7, '0'), 'V' || lpad(k::text, 7, '0'), 'bench-' || k || '.jar',
      'data/bench/' || k || '.jar', true, 1000 + k % 5000, ${fileHashSql.sha1("k")}, ${fileHashSql.sha512("k")}
    FROM generate_series(${4 * (from - 1) + 1}, ${4 * to}) AS k`);
}

export async function generateCatalogRows(
  db: Db,
  projects: number,
  progress: (line: string) => void = () => undefined,
): Promise<void> {
  await db.$executeRawUnsafe(
    "TRUNCATE version_files, dependencies, versions, project_categories, projects, team_members, teams CASCADE",
  );
  await db.$executeRawUnsafe(
    `INSERT INTO users (id, username, username_key, updated_at) VALUES ('${AUTHOR_ID}', 'bench', 'bench', now()) ON CONFLICT DO NOTHING`,
  );
  await bulkLoad(db, { tables: TABLES, projects, batch: BATCH, insertBatch, progress });
}
