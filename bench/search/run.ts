// Search benchmark: N projects (default 100,000) and 4N versions in the PostgreSQL engine's tables, then the
// public queries through the engine (what /v2/search runs) beside the bare SQL of the same statements sent
// straight to PostgreSQL with `pg` (the ratio is the engine's own overhead).
//   nice npx tsx bench/search/run.ts [--projects 100000] [--runs 200] [--reuse] [--explain] [--only TEXT]
// Each query runs 5 times first (warm caches, as a live site has them), then `runs` times timed.
// Uses DATABASE_URL when set (its search tables are emptied and regenerated, or with --reuse kept when they
// already hold that many projects, so one generated 1M database serves many runs), else a throwaway embedded
// PostgreSQL. --explain prints EXPLAIN (ANALYZE, BUFFERS) of every statement of every case after the table.
// Prints a table, the machine and the load average; not part of npm test.
import { parseArgs } from "node:util";

import pg from "pg";

import { createDb } from "../../modules/core/src/db/client";
import { postgresSearchEngine } from "../../modules/search/src/server/engines/postgres-engine";
import { parseSearchParams } from "../../modules/search/src/server/search-query";
import { generateSearchRows, searchHolds } from "./generate";
import { bareSearch, searchStatements } from "./statements";
import { benchDatabase } from "../support/database";
import { machineLine, sampleLoad } from "../support/machine";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "100000" },
    runs: { type: "string", default: "200" },
    reuse: { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
    // Only the cases whose name contains this text (e.g. --only "deep page").
    only: { type: "string" },
  },
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

// [name, parameters, whether the words find nothing (the typo fallback)]
const allCases: [string, Record<string, string>, boolean][] = [
  ["no query, sorted by relevance", {}, false],
  ["text query 'magic storage'", { query: "magic storage" }, false],
  ["broad text query 'magic'", { query: "magic" }, false],
  ["'magic' with the project type (what launchers send)", { query: "magic", facets: '[["project_type:mod"]]' }, false],
  ["'magic' with a loader", { query: "magic", facets: '[["categories:fabric"]]' }, false],
  [
    "three facets (type, loader + version on one version)",
    { facets: '[["project_type:mod"],["categories:neoforge"],["versions:1.20.1"]]' },
    false,
  ],
  ["loader + version, many matches", { facets: '[["categories:fabric"],["versions:1.21"]]' }, false],
  ["sorted by downloads", { index: "downloads" }, false],
  ["alphabetical, text 'sky'", { query: "sky", index: "alphabetical" }, false],
  ["rare word 'dragon 4242'", { query: "dragon 4242" }, false],
  ["typo 'magik storge' (trigram fallback)", { query: "magik storge" }, true],
  ["deep page: 'magic' at offset 5000", { query: "magic", offset: "5000" }, false],
  ["deep page: 'magic' by follows at offset 5000", { query: "magic", index: "follows", offset: "5000" }, false],
];
const cases = allCases.filter(([name]) => values.only === undefined || name.includes(values.only));

try {
  await engine.ensureSchema();
  if (values.reuse && (await searchHolds(db, PROJECTS))) {
    console.log(`reusing the ${PROJECTS} projects already in the database`);
  } else {
    const started = Date.now();
    await generateSearchRows(db, PROJECTS, (line) => console.log(line));
    console.log(
      `generated ${PROJECTS} projects and ${PROJECTS * 4} versions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  const load = sampleLoad();
  console.log(
    "\n| query | hits | engine p50 ms | engine p99 ms | bare SQL p50 ms | ratio |\n|---|---|---|---|---|---|",
  );
  for (const [name, params, fuzzy] of cases) {
    const request = parseSearchParams({ limit: "20", ...params });
    const viaEngine: number[] = [];
    const bare: number[] = [];
    let hits = 0;
    for (let i = 0; i < 5; i++) {
      await engine.search(request);
      await bareSearch(pool, request, fuzzy);
    }
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      hits = (await engine.search(request)).total_hits;
      viaEngine.push(performance.now() - t);
      t = performance.now();
      await bareSearch(pool, request, fuzzy);
      bare.push(performance.now() - t);
    }
    const e50 = percentile(viaEngine, 50);
    const b50 = percentile(bare, 50);
    console.log(
      `| ${name} | ${hits.toLocaleString("en")} | ${e50.toFixed(1)} | ${percentile(viaEngine, 99).toFixed(1)} | ${b50.toFixed(1)} | ${(e50 / b50).toFixed(2)} |`,
    );
  }
  const { mean, max } = load.stop();
  console.log(
    `\n${PROJECTS} projects, ${RUNS} runs; ${machineLine()}; 1-min load during the runs: mean ${mean.toFixed(2)}, max ${max.toFixed(2)}`,
  );

  if (values.explain) {
    const client = await pool.connect();
    try {
      const run = (sql: { text: string; values: unknown[] }) => client.query(sql.text, sql.values);
      for (const [name, params, fuzzy] of cases) {
        const request = parseSearchParams({ limit: "20", ...params });
        await searchStatements(run, request, fuzzy, async (label, sql) => {
          const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values);
          console.log(`\n### ${name} — ${label}\n`);
          console.log(plan.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n"));
        });
      }
    } finally {
      client.release();
    }
  }
} finally {
  await pool.end();
  await db.$disconnect();
  await database.stop();
}
