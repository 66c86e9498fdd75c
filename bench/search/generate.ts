// Synthetic search rows for the benchmark: N projects with 4 versions each in the PostgreSQL engine's
// tables (what the indexer would write), generated inside PostgreSQL in a few seconds. Words and tags
// are drawn deterministically from the row number (loaders and game versions through hashtext, so that
// every combination occurs), so runs are comparable.
import type { Db } from "../../modules/core/src/db/client";
import { TEXT_ROW_SELECT } from "../../modules/search/src/server/engines/postgres-schema";

export async function generateSearchRows(db: Db, projects: number): Promise<void> {
  await db.$executeRawUnsafe("TRUNCATE search_projects CASCADE");
  await db.$executeRawUnsafe(`
    WITH words(w) AS (SELECT ARRAY['magic','storage','tech','adventure','iron','copper','sky','ocean','dragon','farm',
      'tools','world','mobs','quest','craft','light','shader','pack','utility','chest'])
    INSERT INTO search_projects (project_id, title, slug, author, description, project_type, license, open_source,
      client_side, server_side, downloads, follows, created_ts, modified_ts)
    SELECT 'P' || lpad(i::text, 7, '0'),
      initcap(w[1 + i % 20] || ' ' || w[1 + (i / 20) % 20] || ' ' || i),
      w[1 + i % 20] || '-' || w[1 + (i / 20) % 20] || '-' || i,
      'author' || (i % 5000),
      'A ' || w[1 + (i / 7) % 20] || ' mod about ' || w[1 + (i / 3) % 20] || ' and ' || w[1 + (i / 11) % 20],
      (ARRAY['mod','mod','mod','modpack','plugin','resourcepack','shader','datapack'])[1 + i % 8],
      (ARRAY['MIT','LGPL-3.0-only','GPL-3.0-only','LicenseRef-All-Rights-Reserved'])[1 + i % 4],
      i % 4 <> 3, 'required', 'optional',
      (i * 7919) % 1000003, (i * 104729) % 5003, 1600000000 + i * 600, 1700000000 + (i * 7) % 60000000
    FROM generate_series(1::bigint, ${projects}) AS i, words`);
  await db.$executeRawUnsafe(`
    INSERT INTO search_versions (project_id, version_id, categories, game_versions)
    SELECT 'P' || lpad(i::text, 7, '0'), 'V' || i || '-' || j,
      ARRAY[(ARRAY['technology','magic','storage','adventure','utility','decoration'])[1 + i % 6],
            (ARRAY['fabric','forge','neoforge','quilt'])[1 + abs(hashtext('loader' || i || '-' || j)) % 4]],
      ARRAY[(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + abs(hashtext('game' || i || '-' || j)) % 8]]
    FROM generate_series(1::bigint, ${projects}) AS i, generate_series(1, 4) AS j`);
  // Hits of a realistic size (about 1 KB, like the indexer's: every field, version list, gallery URLs).
  await db.$executeRawUnsafe(`
    INSERT INTO search_hits (project_id, hit)
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
    FROM search_projects p`);
  // The per-project unions and same-version pairs, as the engine's upsert computes them.
  await db.$executeRawUnsafe(`
    UPDATE search_projects p SET v_categories = agg.categories, v_game_versions = agg.game_versions, v_pairs = agg.pairs
    FROM (
      SELECT x.project_id, array_agg(DISTINCT c) AS categories, array_agg(DISTINCT g) AS game_versions,
        array_agg(DISTINCT c || E'\\x1f' || g) AS pairs
      FROM search_versions x, unnest(x.categories) c, unnest(x.game_versions) g GROUP BY x.project_id
    ) agg WHERE p.project_id = agg.project_id`);
  // The narrow text rows, as the engine's upsert writes them.
  await db.$executeRawUnsafe(
    `INSERT INTO search_text (downloads, project_id, project_type, title, tsv) ${TEXT_ROW_SELECT}`,
  );
  await db.$executeRawUnsafe("VACUUM ANALYZE search_projects");
  await db.$executeRawUnsafe("VACUUM ANALYZE search_text");
  await db.$executeRawUnsafe("VACUUM ANALYZE search_versions");
  await db.$executeRawUnsafe("VACUUM ANALYZE search_hits");
}
