// Analytics benchmark (issue 20): (a) the 30-day chart of a creator with 1,000 projects over 10 million daily rows —
// dailySeries (services/charts/series.ts) beside the bare SQL of the same aggregate; (b) the daily roll-ups of N
// download and view events (catalog's rollUpDownloads / rollUpViews) beside one set-based statement doing the same;
// (c) the revenue split of one day across 100,000 monetized projects (splitRevenueDay) beside one INSERT … SELECT.
//   npx tsx bench/analytics/run.ts [--quick] [--projects 100000] [--rows 10000000] [--events 100000] [--runs 100]
//     [--split-runs 3] [--parts chart,rollup,split]
// Uses DATABASE_URL when set (it adds bench rows: use a scratch database), else a throwaway embedded PostgreSQL.
// Prints a table; not part of npm test, and no test asserts a time.
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import pg from "pg";

import { allJobs } from "../../cli/src/lib/registry";
import { rollUpDownloads } from "../../modules/catalog/src/server/services/counting/downloads";
import { rollUpViews } from "../../modules/catalog/src/server/services/counting/views";
import { dailySeries } from "../../modules/analytics/src/server/services/charts/series";
import { splitRevenueDay } from "../../modules/analytics/src/server/services/revenue/split";
import { resetConfigCache } from "../../modules/core/src/config";
import { createDb } from "../../modules/core/src/db/client";
import { stopJobSender } from "../../modules/core/src/jobs";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { benchDatabase } from "../support/database";
import { machineLine } from "../support/machine";
import { generateDaily, generateProjects, projectId } from "./generate";
import type { Scale } from "./generate";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    projects: { type: "string" },
    rows: { type: "string" },
    events: { type: "string" },
    runs: { type: "string" },
    "split-runs": { type: "string", default: "3" },
    // Which measurements to run: chart, rollup, split (all by default).
    parts: { type: "string", default: "chart,rollup,split" },
  },
});
const quick = values.quick;
const scale: Scale = {
  projects: Number(values.projects ?? (quick ? 10_000 : 100_000)),
  creatorProjects: 1000,
  rows: Number(values.rows ?? (quick ? 1_000_000 : 10_000_000)),
};
const EVENTS = Number(values.events ?? (quick ? 20_000 : 100_000));
const RUNS = Number(values.runs ?? (quick ? 50 : 100));
const SPLIT_RUNS = Number(values["split-runs"]);
const PARTS = new Set(values.parts.split(","));

const started = performance.now();
const log = (line: string) => console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
const database = await benchDatabase("analytics");
process.env.DATABASE_URL = database.url;
// The roll-up sends a search job through core's config, which may have been read before DATABASE_URL was set.
resetConfigCache();
await setupDatabase(database.url, path.resolve("prisma/migrations"), allJobs());
const db = createDb(database.url, 4);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on("error", () => undefined);

const load = () => (loadavg()[0] ?? 0).toFixed(1);
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
interface Line {
  what: string;
  shape: string;
  hopper: string;
  bare: string;
  ratio: string;
  load: string;
}
const table: Line[] = [];
/** Keeps a figure for the table and prints it at once, so a later failure does not lose it. */
function record(line: Line) {
  table.push(line);
  log(`| ${line.what} | ${line.shape} | ${line.hopper} | ${line.bare} | ${line.ratio} | ${line.load} |`);
}

try {
  log(`scale: ${scale.projects} projects, ${scale.rows} download_daily rows, ${EVENTS} events, ${RUNS} chart runs`);
  await generateProjects(pool, scale);
  await generateDaily(pool, scale, SPLIT_RUNS + 1, log);
  const creatorIds = Array.from({ length: scale.creatorProjects }, (_, i) => projectId(i + 1));
  log("generated");

  // (a) The 30-day chart, downloads and views, summed per project and day.
  const from = day(29);
  const to = day(0);
  for (const metric of PARTS.has("chart") ? (["downloads", "views"] as const) : []) {
    const table_ = metric === "downloads" ? "download_daily" : "view_daily";
    const bareSql = `SELECT project_id, day, sum(count)::bigint AS value FROM ${table_}
      WHERE project_id = ANY($1::text[]) AND day >= $2::date AND day <= $3::date GROUP BY project_id, day`;
    const plan = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN ${bareSql}`, [creatorIds, from, to]);
    log(
      `${metric} plan:\n  ${plan.rows.map((row) => row["QUERY PLAN"].replace(/'\{[^}]*\}'/g, "'{…}'")).join("\n  ")}`,
    );
    const service: number[] = [];
    const bare: number[] = [];
    let points = 0;
    for (let run = 0; run < 5; run++) {
      await dailySeries(db, { metric, projectIds: creatorIds, from, to });
      await pool.query(bareSql, [creatorIds, from, to]);
    }
    for (let run = 0; run < RUNS; run++) {
      service.push(
        await time(async () => (points = (await dailySeries(db, { metric, projectIds: creatorIds, from, to })).length)),
      );
      bare.push(await time(() => pool.query(bareSql, [creatorIds, from, to])));
    }
    record({
      what: `30-day ${metric} chart, 1,000 projects (${points} points)`,
      shape: `p50 / p99 of ${RUNS}`,
      hopper: `${ms(percentile(service, 50))} / ${ms(percentile(service, 99))}`,
      bare: `${ms(percentile(bare, 50))} / ${ms(percentile(bare, 99))}`,
      ratio: `${(percentile(service, 50) / percentile(bare, 50)).toFixed(2)}×`,
      load: load(),
    });
    log(`chart ${metric} done`);
  }

  // (b) The roll-ups: N events over the creator's projects (today, a few countries and kinds), rolled up by the
  // service; then N more rolled up by one set-based statement per table, the bare floor.
  const addEvents = async (tableName: "download_events" | "view_events") => {
    const version = tableName === "download_events" ? `'w' || lpad((1 + i % $2)::text, 7, '0')` : `''`;
    await pool.query(
      `INSERT INTO ${tableName} (project_id, version_id, visitor_key, country, kind, created_at)
       SELECT 'b' || lpad((1 + i % $2)::text, 7, '0'), ${version}, md5(i::text),
              (ARRAY['US','DE','BR','GB','unknown'])[1 + i % 5], (ARRAY['site','launcher','api'])[1 + i % 3],
              now() - interval '1 minute'
       FROM generate_series(1, $1::int) i`,
      [EVENTS, scale.creatorProjects],
    );
  };
  // The bare floor: one statement per table that marks the batch, adds it to the daily rows and (downloads) to the
  // version and project counters, as the services do.
  const bareRollUp = (tableName: string, daily: string, conflict: string, counters: boolean) => `
    WITH marked AS (
      UPDATE ${tableName} SET rolled_up = true WHERE NOT rolled_up
      RETURNING project_id, version_id, country, kind, created_at
    ), grouped AS (
      SELECT project_id, version_id, (created_at AT TIME ZONE 'UTC')::date AS day, country, kind, count(*)::int AS n
      FROM marked GROUP BY 1, 2, 3, 4, 5
    ), added AS (
      INSERT INTO ${daily} (project_id, version_id, day, country, kind, count)
      SELECT project_id, version_id, day, country, kind, n FROM grouped
      ON CONFLICT (${conflict}) DO UPDATE SET count = ${daily}.count + EXCLUDED.count
      RETURNING 1
    )${
      counters
        ? `, versions_added AS (
      UPDATE versions v SET downloads = v.downloads + g.n
      FROM (SELECT version_id, sum(n)::int AS n FROM grouped GROUP BY 1) g WHERE v.id = g.version_id RETURNING 1
    )
    UPDATE projects p SET downloads = p.downloads + g.n
    FROM (SELECT project_id, sum(n)::int AS n FROM grouped GROUP BY 1) g WHERE p.id = g.project_id`
        : `
    SELECT count(*) FROM added`
    }`;
  for (const kind of PARTS.has("rollup") ? (["downloads", "views"] as const) : []) {
    const events = kind === "downloads" ? "download_events" : "view_events";
    const daily = kind === "downloads" ? "download_daily" : "view_daily";
    const conflict =
      kind === "downloads" ? "version_id, day, country, kind" : "project_id, version_id, day, country, kind";
    await addEvents(events);
    const service = await time(() => (kind === "downloads" ? rollUpDownloads(db) : rollUpViews(db)));
    await addEvents(events);
    const bare = await time(() => pool.query(bareRollUp(events, daily, conflict, kind === "downloads")));
    record({
      what: `roll-up of ${EVENTS.toLocaleString("en")} ${kind === "downloads" ? "download" : "view"} events`,
      shape: "one run",
      hopper: ms(service),
      bare: ms(bare),
      ratio: `${(service / bare).toFixed(2)}×`,
      load: load(),
    });
    log(`roll-up ${kind} done`);
  }

  // (c) The split of a day across every monetized project (one member each), SPLIT_RUNS days; beside one
  // INSERT … SELECT of floor(pool × weight / total) per project on other days (without the remainder cents).
  const month = `${day(1).slice(0, 7)}-01`;
  await pool.query(
    `INSERT INTO revenue_pools (month, amount_minor, updated_at) VALUES ($1::date, 300000000, now()),
       ($1::date - interval '1 month', 300000000, now()) ON CONFLICT DO NOTHING`,
    [month],
  );
  const service: number[] = [];
  const bare: number[] = [];
  let entries = 0;
  let failure = "";
  const splitRuns = PARTS.has("split") ? SPLIT_RUNS : 0;
  for (let run = 1; run <= splitRuns; run++) {
    const t = performance.now();
    try {
      entries = (await splitRevenueDay(db, day(run))).entryCount;
      service.push(performance.now() - t);
      log(`split of ${day(run)}: ${entries} entries`);
    } catch (error) {
      // A failed split is a result too (at 100,000 projects it can outlast Prisma's transaction timeout).
      // The last line of Prisma's message, its first sentence: "Transaction API error: …".
      const message =
        (
          String((error as Error).message)
            .split("\n")
            .at(-1) ?? ""
        ).split(". ")[0] ?? "";
      failure = `failed after ${ms(performance.now() - t)}: ${message.slice(0, 120)}`;
      log(`split of ${day(run)} ${failure}`);
      break;
    }
  }
  for (let run = 1; run <= splitRuns; run++) {
    const target = day(run + SPLIT_RUNS + 1);
    bare.push(
      await time(() =>
        pool.query(
          `WITH w AS (
             SELECT d.project_id, sum(d.count)::bigint AS n FROM download_daily d
             JOIN projects p ON p.id = d.project_id AND p.monetization_status = 'monetized' AND p.status = 'approved'
             WHERE d.day = $1::date GROUP BY d.project_id
           ), t AS (SELECT sum(n) AS total FROM w)
           INSERT INTO revenue_ledger (user_id, kind, amount_minor, project_id, day, available_at)
           SELECT m.user_id, 'earning', floor(10000000 * w.n / t.total)::bigint, w.project_id, $1::date, now()
           FROM w CROSS JOIN t JOIN projects p ON p.id = w.project_id
             JOIN team_members m ON m.team_id = p.team_id AND m.accepted
           ON CONFLICT DO NOTHING`,
          [target],
        ),
      ),
    );
  }
  if (splitRuns > 0) {
    record({
      what: `revenue split of a day, ${scale.projects.toLocaleString("en")} monetized projects (${entries} entries)`,
      shape: `median of ${splitRuns} days`,
      hopper: service.length > 0 ? ms(percentile(service, 50)) : failure,
      bare: ms(percentile(bare, 50)),
      ratio: service.length > 0 ? `${(percentile(service, 50) / percentile(bare, 50)).toFixed(2)}×` : "—",
      load: load(),
    });
  }

  console.log(`\n${machineLine()}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log("| what | shape | Hopper | bare SQL | ratio | load avg |\n|---|---|---|---|---|---|");
  for (const line of table) {
    console.log(`| ${line.what} | ${line.shape} | ${line.hopper} | ${line.bare} | ${line.ratio} | ${line.load} |`);
  }
} finally {
  await stopJobSender();
  await pool.end();
  await db.$disconnect();
  await database.stop();
}
