// Search benchmark: 100,000 projects and 400,000 versions in the PostgreSQL engine's tables, then the
// public queries through the engine (what /v2/search runs) beside the bare SQL of the same statements
// sent straight to PostgreSQL with `pg` (the ratio is the engine's own overhead).
//   npx tsx bench/search/run.ts [--projects 100000] [--runs 200]
// Each query runs 5 times first (warm caches, as a live site has them), then `runs` times timed.
// Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL. Prints a table; not part of npm test.
import { parseArgs } from "node:util";

import pg from "pg";

import { createDb } from "../../modules/core/src/db/client";
import { postgresSearchEngine } from "../../modules/search/src/server/engines/postgres-engine";
import { parseSearchParams } from "../../modules/search/src/server/search-query";
import { generateSearchRows } from "./generate";
import { bareSearch } from "./statements";
import { benchDatabase } from "../support/database";

const { values } = parseArgs({
  options: { projects: { type: "string", default: "100000" }, runs: { type: "string", default: "200" } },
});
const PROJECTS = Number(values.projects);
const RUNS = Number(values.runs);

const database = await benchDatabase("search");
const url = database.url;
const db = createDb(url, 4);
const pool = new pg.Pool({ connectionString: url, max: 4 });
// Stopping the throwaway cluster ends the pool's idle sockets with 57P01: the end of the run, not a failure.
pool.on("error", () => undefined);
const engine = postgresSearchEngine(db);

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

try {
  await engine.ensureSchema();
  const started = Date.now();
  await generateSearchRows(db, PROJECTS);
  console.log(
    `generated ${PROJECTS} projects and ${PROJECTS * 4} versions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cases: [string, Record<string, string>, boolean][] = [
    ["no query, sorted by relevance", {}, true],
    ["text query 'magic storage'", { query: "magic storage" }, true],
    ["broad text query 'magic'", { query: "magic" }, true],
    ["'magic' with the project type (what launchers send)", { query: "magic", facets: '[["project_type:mod"]]' }, true],
    ["'magic' with a loader", { query: "magic", facets: '[["categories:fabric"]]' }, true],
    [
      "three facets (type, loader + version on one version)",
      { facets: '[["project_type:mod"],["categories:neoforge"],["versions:1.20.1"]]' },
      true,
    ],
    ["loader + version, many matches", { facets: '[["categories:fabric"],["versions:1.21"]]' }, true],
    ["sorted by downloads", { index: "downloads" }, true],
    ["alphabetical, text 'sky'", { query: "sky", index: "alphabetical" }, true],
    ["typo 'magik storge' (trigram fallback)", { query: "magik storge" }, false],
    ["deep page: 'magic' at offset 5000", { query: "magic", offset: "5000" }, false],
  ];
  console.log(
    "\n| query | hits | engine p50 ms | engine p99 ms | bare SQL p50 ms | ratio |\n|---|---|---|---|---|---|",
  );
  for (const [name, params, comparable] of cases) {
    const request = parseSearchParams({ limit: "20", ...params });
    const viaEngine: number[] = [];
    const bare: number[] = [];
    let hits = 0;
    for (let i = 0; i < 5; i++) {
      await engine.search(request);
      if (comparable) await bareSearch(pool, request);
    }
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      hits = (await engine.search(request)).total_hits;
      viaEngine.push(performance.now() - t);
      if (!comparable) continue;
      t = performance.now();
      await bareSearch(pool, request);
      bare.push(performance.now() - t);
    }
    const e50 = percentile(viaEngine, 50);
    const b50 = comparable ? percentile(bare, 50) : NaN;
    console.log(
      `| ${name} | ${hits} | ${e50.toFixed(1)} | ${percentile(viaEngine, 99).toFixed(1)} | ${comparable ? b50.toFixed(1) : "—"} | ${comparable ? (e50 / b50).toFixed(2) : "—"} |`,
    );
  }
} finally {
  await pool.end();
  await db.$disconnect();
  await database.stop();
}
