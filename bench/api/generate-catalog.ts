// Synthetic catalogue for the API benchmark, generated inside PostgreSQL: N approved projects (ids
// P0000001…, the same ids as bench/search/generate.ts gives the search rows), 4 versions each with one
// file (sha1 and sha512 of a deterministic string), 5,000 authors, one team and owner per project.
import type { Db } from "../../modules/core/src/db/client";

export async function generateCatalog(db: Db, projects: number): Promise<void> {
  const pid = `'P' || lpad(i::text, 7, '0')`;
  await db.$executeRawUnsafe(`
    INSERT INTO users (id, username, username_key, updated_at)
    SELECT 'U' || lpad(i::text, 7, '0'), 'author' || i, 'author' || i, now() FROM generate_series(0, 4999) AS i`);
  await db.$executeRawUnsafe(`INSERT INTO teams (id) SELECT 'T' || lpad(i::text, 7, '0')
    FROM generate_series(1, ${projects}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO team_members (id, team_id, user_id, role, is_owner, permissions, accepted, payouts_split)
    SELECT 'M' || lpad(i::text, 7, '0'), 'T' || lpad(i::text, 7, '0'), 'U' || lpad((i % 5000)::text, 7, '0'),
      'Owner', true, 1023, true, 100
    FROM generate_series(1, ${projects}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO projects (id, slug, slug_key, project_type, name, summary, body, team_id, status, license_id,
      downloads, followers, client_side, server_side, loaders, game_versions, approved)
    SELECT ${pid}, 'bench-project-' || i, 'bench-project-' || i,
      (ARRAY['mod','mod','mod','modpack','plugin','resourcepack','shader','datapack'])[1 + i % 8],
      'Bench Project ' || i, 'A synthetic project for the API benchmark', repeat('Some description. ', 40),
      'T' || lpad(i::text, 7, '0'), 'approved', 'MIT', (i::bigint * 7919) % 1000003, (i::bigint * 104729) % 5003,
      'required', 'optional', ARRAY['fabric','neoforge'], ARRAY['1.20.1','1.21'], now()
    FROM generate_series(1, ${projects}) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO versions (id, project_id, author_id, name, version_number, version_type, loaders, game_versions,
      date_published)
    SELECT 'V' || lpad((i * 4 + j)::text, 7, '0'), ${pid}, 'U' || lpad((i % 5000)::text, 7, '0'),
      'Version ' || j, j || '.0.0', 'release',
      ARRAY[(ARRAY['fabric','forge','neoforge','quilt'])[1 + abs(hashtext('loader' || i || '-' || j)) % 4]],
      ARRAY[(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + abs(hashtext('game' || i || '-' || j)) % 8]],
      now() - (5 - j) * interval '30 days'
    FROM generate_series(1, ${projects}) AS i, generate_series(1, 4) AS j`);
  await db.$executeRawUnsafe(`
    INSERT INTO version_files (id, version_id, filename, storage_key, "primary", size, sha1, sha512)
    SELECT 'F' || lpad(n::text, 7, '0'), 'V' || lpad(n::text, 7, '0'), 'bench-' || n || '.jar',
      'data/bench/versions/' || n || '/bench-' || n || '.jar', true, 1024,
      left(encode(sha256(('file-' || n)::bytea), 'hex'), 40), encode(sha512(('file-' || n)::bytea), 'hex')
    FROM generate_series(5, ${projects} * 4 + 4) AS n`);
  for (const table of ["users", "teams", "team_members", "projects", "versions", "version_files"]) {
    await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`);
  }
}
