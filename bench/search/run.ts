// Search benchmark: 100,000 projects and 400,000 versions in the PostgreSQL engine's tables, then the
// public queries through the engine (what /v2/search runs) beside the bare SQL of the same statement.
//   npx tsx bench/search/run.ts [--projects 100000] [--runs 50]
// Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL. Prints a table; not part of npm test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { createDb } from "../../modules/core/src/db/client";
import { startEmbeddedPostgres } from "../../modules/core/src/postgres/embedded";
import { postgresSearchEngine } from "../../modules/search/src/server/engines/postgres-engine";
import { searchSql } from "../../modules/search/src/server/engines/postgres-query";
import { parseSearchParams } from "../../modules/search/src/server/search-query";

const { values } = parseArgs({
  options: { projects: { type: "string", default: "100000" }, runs: { type: "string", default: "50" } },
});
const PROJECTS = Number(values.projects);
const RUNS = Number(values.runs);

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), "hopper-bench-search-"));
const cluster = dataDir ? await startEmbeddedPostgres({ dataDir, throwaway: true }) : null;
const db = createDb(process.env.DATABASE_URL ?? cluster!.url, 4);
const engine = postgresSearchEngine(db);

try {
  await engine.ensureSchema();
  await db.$executeRawUnsafe("TRUNCATE search_projects CASCADE");
  const started = Date.now();
  // Words and tags drawn deterministically from the row number, so runs are comparable.
  await db.$executeRawUnsafe(`
    WITH words(w) AS (SELECT ARRAY['magic','storage','tech','adventure','iron','copper','sky','ocean','dragon','farm',
      'tools','world','mobs','quest','craft','light','shader','pack','utility','chest'])
    INSERT INTO search_projects (project_id, hit, title, slug, author, description, project_type, license, open_source,
      client_side, server_side, downloads, follows, created_ts, modified_ts)
    SELECT 'P' || lpad(i::text, 7, '0'),
      jsonb_build_object('project_id', 'P' || lpad(i::text, 7, '0'), 'title', initcap(w[1 + i % 20] || ' ' || w[1 + (i / 20) % 20] || ' ' || i)),
      initcap(w[1 + i % 20] || ' ' || w[1 + (i / 20) % 20] || ' ' || i),
      w[1 + i % 20] || '-' || w[1 + (i / 20) % 20] || '-' || i,
      'author' || (i % 5000),
      'A ' || w[1 + (i / 7) % 20] || ' mod about ' || w[1 + (i / 3) % 20] || ' and ' || w[1 + (i / 11) % 20],
      (ARRAY['mod','mod','mod','modpack','plugin','resourcepack','shader','datapack'])[1 + i % 8],
      (ARRAY['MIT','LGPL-3.0-only','GPL-3.0-only','LicenseRef-All-Rights-Reserved'])[1 + i % 4],
      i % 4 <> 3, 'required', 'optional',
      (i * 7919) % 1000003, (i * 104729) % 5003, 1600000000 + i * 600, 1700000000 + (i * 7) % 60000000
    FROM generate_series(1::bigint, ${PROJECTS}) AS i, words`);
  await db.$executeRawUnsafe(`
    INSERT INTO search_versions (project_id, version_id, categories, game_versions)
    SELECT 'P' || lpad(i::text, 7, '0'), 'V' || i || '-' || j,
      ARRAY[(ARRAY['technology','magic','storage','adventure','utility','decoration'])[1 + (i + j) % 6],
            (ARRAY['fabric','forge','neoforge','quilt'])[1 + (i * 3 + j) % 4]],
      ARRAY[(ARRAY['1.21.1','1.21','1.20.6','1.20.4','1.20.1','1.19.4','1.19.2','1.18.2'])[1 + (i + j * 3) % 8]]
    FROM generate_series(1::bigint, ${PROJECTS}) AS i, generate_series(1, 4) AS j`);
  await db.$executeRawUnsafe("ANALYZE search_projects; ANALYZE search_versions");
  console.log(
    `generated ${PROJECTS} projects and ${PROJECTS * 4} versions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cases: [string, Record<string, string>][] = [
    ["no query, sorted by relevance", {}],
    ["text query 'magic storage'", { query: "magic storage" }],
    [
      "three facets (type, loader + version on one version)",
      { facets: '[["project_type:mod"],["categories:neoforge"],["versions:1.20.1"]]' },
    ],
    ["sorted by downloads", { index: "downloads" }],
  ];
  const percentile = (xs: number[], p: number) =>
    xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  console.log("\n| query | engine p50 ms | engine p99 ms | bare SQL p50 ms | ratio |\n|---|---|---|---|---|");
  for (const [name, params] of cases) {
    const request = parseSearchParams({ limit: "20", ...params });
    const viaEngine: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await engine.search(request);
      viaEngine.push(performance.now() - t);
      t = performance.now();
      await db.$queryRaw(searchSql(request));
      bare.push(performance.now() - t);
    }
    const e50 = percentile(viaEngine, 50);
    const b50 = percentile(bare, 50);
    console.log(
      `| ${name} | ${e50.toFixed(1)} | ${percentile(viaEngine, 99).toFixed(1)} | ${b50.toFixed(1)} | ${(e50 / b50).toFixed(2)} |`,
    );
  }
} finally {
  await db.$disconnect();
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
