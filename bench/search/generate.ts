// Synthetic search rows for the benchmark: N projects with 4 versions each in the PostgreSQL engine's
// tables (what the indexer would write), generated inside PostgreSQL (100k in about a minute, 1M in ten).
// Words and tags are drawn deterministically from the row number (loaders and game versions through
// hashtext, so that every combination occurs), so runs are comparable. The secondary indexes are dropped
// before the load and built after it (one build is much cheaper than a million index insertions).
import type { Db } from "../../modules/core/src/db/client";
import {
  FILL_WORDS,
  SEARCH_SCHEMA_STATEMENTS,
  TEXT_ROW_COLUMNS,
  TEXT_ROW_SELECT,
} from "../../modules/search/src/server/engines/postgres-schema";

/** True when the engine's tables already hold exactly this many projects (`--reuse` skips generating). */
export async function searchHolds(db: Db, projects: number): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM search_projects`);
  return Number(row?.n ?? 0) === projects;
}

const LOADER = `(ARRAY['fabric','forge','neoforge','quilt'])[1 + abs(hashtext('loader' || i || '-' || j)) % 4]`;
const GAME = `(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + abs(hashtext('game' || i || '-' || j)) % 8]`;
const CATEGORY = `(ARRAY['technology','magic','storage','adventure','utility','decoration'])[1 + i % 6]`;

/** `log` gets each step's time. Builds the indexes in one transaction, so they get a large maintenance_work_mem. */
export async function generateSearchRows(db: Db, projects: number, log: (line: string) => void = () => undefined) {
  const step = async (label: string, sql: string) => {
    const started = Date.now();
    await db.$executeRawUnsafe(sql);
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await step("truncate", "TRUNCATE search_projects, search_words CASCADE");
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(`
    SELECT i.indexrelid::regclass::text AS name FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relname IN ('search_projects', 'search_versions', 'search_hits', 'search_text') AND NOT i.indisprimary`);
  for (const { name } of rows) await db.$executeRawUnsafe(`DROP INDEX ${name}`);
  // The version arrays are computed with the row, as the engine's upsert does, from the same version rows.
  await step(
    "projects",
    `WITH words(w) AS (SELECT ARRAY['magic','storage','tech','adventure','iron','copper','sky','ocean','dragon','farm',
      'tools','world','mobs','quest','craft','light','shader','pack','utility','chest'])
    INSERT INTO search_projects (project_id, title, slug, author, description, project_type, license, open_source,
      client_side, server_side, downloads, follows, created_ts, modified_ts, v_categories, v_game_versions, v_pairs)
    SELECT 'P' || lpad(i::text, 7, '0'),
      initcap(w[1 + i % 20] || ' ' || w[1 + (i / 20) % 20] || ' ' || i),
      w[1 + i % 20] || '-' || w[1 + (i / 20) % 20] || '-' || i,
      'author' || (i % 5000),
      'A ' || w[1 + (i / 7) % 20] || ' mod about ' || w[1 + (i / 3) % 20] || ' and ' || w[1 + (i / 11) % 20],
      (ARRAY['mod','mod','mod','modpack','plugin','resourcepack','shader','datapack'])[1 + i % 8],
      (ARRAY['MIT','LGPL-3.0-only','GPL-3.0-only','LicenseRef-All-Rights-Reserved'])[1 + i % 4],
      i % 4 <> 3, 'required', 'optional',
      (i * 7919) % 1000003, (i * 104729) % 5003, 1600000000 + i * 600, 1700000000 + (i * 7) % 60000000,
      agg.categories, agg.game_versions, agg.pairs
    FROM generate_series(1::bigint, ${projects}) AS i, words, LATERAL (
      SELECT array_agg(DISTINCT c) AS categories, array_agg(DISTINCT g) AS game_versions,
        array_agg(DISTINCT c || E'\\x1f' || g) AS pairs
      FROM generate_series(1, 4) AS j, LATERAL (SELECT ${GAME} AS g) gv,
        unnest(ARRAY[${CATEGORY}, ${LOADER}]) AS c) agg`,
  );
  await step(
    "versions",
    `INSERT INTO search_versions (project_id, version_id, categories, game_versions)
    SELECT 'P' || lpad(i::text, 7, '0'), 'V' || i || '-' || j, ARRAY[${CATEGORY}, ${LOADER}], ARRAY[${GAME}]
    FROM generate_series(1::bigint, ${projects}) AS i, generate_series(1, 4) AS j`,
  );
  // Hits of a realistic size (about 1 KB, like the indexer's: every field, version list, gallery URLs).
  await step(
    "hits",
    `INSERT INTO search_hits (project_id, hit)
    SELECT p.project_id, jsonb_build_object(
      'project_id', p.project_id, 'project_type', p.project_type, 'slug', p.slug, 'author', p.author,
      'title', p.title, 'description', p.description, 'categories', ARRAY['technology', 'storage'],
      'display_categories', ARRAY['technology', 'storage'],
      'versions', ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'],
      'downloads', p.downloads, 'follows', p.follows,
      'icon_url', 'https://hopper.example/cdn/data/' || p.project_id || '/icon.png',
      'date_created', to_timestamp(p.created_ts), 'date_modified', to_timestamp(p.modified_ts),
      'latest_version', 'V' || p.project_id, 'license', p.license, 'client_side', p.client_side,
      'server_side', p.server_side,
      'gallery', ARRAY['https://hopper.example/cdn/data/' || p.project_id || '/images/a1b2c3d4e5f6a7b8.png',
        'https://hopper.example/cdn/data/' || p.project_id || '/images/b1b2c3d4e5f6a7b8.png'],
      'featured_gallery', 'https://hopper.example/cdn/data/' || p.project_id || '/images/a1b2c3d4e5f6a7b8.png',
      'color', 8703084)
    FROM search_projects p`,
  );
  // The narrow text rows, as the engine's upsert writes them.
  await step("text rows", `INSERT INTO search_text ${TEXT_ROW_COLUMNS} ${TEXT_ROW_SELECT}`);
  await step("title words", FILL_WORDS);
  const indexes = Date.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL maintenance_work_mem = '1GB'");
      for (const statement of SEARCH_SCHEMA_STATEMENTS) await tx.$executeRawUnsafe(statement);
    },
    { timeout: 3_600_000 },
  );
  log(`  indexes: ${((Date.now() - indexes) / 1000).toFixed(1)} s`);
  // The visibility map (without it no walk of search_text is index-only) and the planner's statistics.
  for (const table of ["search_projects", "search_text", "search_versions", "search_hits"]) {
    await step(`vacuum analyze ${table}`, `VACUUM ANALYZE ${table}`);
  }
}
