// Hash-lookup benchmark: 100,000 projects, 400,000 versions and 400,000 files in the catalogue's tables, then a
// launcher's bulk lookup of 1,000 file hashes through the public API over real HTTP — POST /v2/version_files and
// POST /v2/version_files/update — each beside bare SQL doing the same work (one statement that finds the files,
// checks visibility and returns each version with its files and dependencies as JSON) sent with `pg`.
//   node --conditions=react-server --import tsx bench/search/version-files.ts [--projects 100000] [--hashes 1000] [--runs 100] [--reuse]
// (react-server: the API modules import `server-only`, which is empty under that condition, as in Next.js.)
// Uses DATABASE_URL when set (its catalogue tables are emptied and regenerated!), else a throwaway embedded
// PostgreSQL. --reuse (with DATABASE_URL) skips generating when the tables already hold exactly that catalogue,
// so one generated 1M database serves many runs.
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";

import pg from "pg";

import { resetConfigCache } from "../../modules/core/src/config/config";
import { createDb } from "../../modules/core/src/db/client";
import { applyMigrations } from "../../modules/core/src/postgres/migrate";
import { catalogHolds, fileHashSql, generateCatalogRows } from "./generate-catalog";
import { benchDatabase } from "../support/database";
import { machineLine } from "../support/machine";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "100000" },
    hashes: { type: "string", default: "1000" },
    runs: { type: "string", default: "100" },
    reuse: { type: "boolean", default: false },
  },
});
const PROJECTS = Number(values.projects);
const HASHES = Number(values.hashes);
const RUNS = Number(values.runs);

const database = await benchDatabase("hashes");
const url = database.url;
process.env.DATABASE_URL = url;
// Starting the embedded cluster reads (and caches) the configuration before DATABASE_URL names it.
resetConfigCache();
// The benchmark is one client sending many requests; the per-IP limit is not what is measured.
process.env.API_RATE_LIMIT = "100000000";
const pool = new pg.Pool({ connectionString: url, max: 4 });
// Stopping the throwaway cluster ends the pool's last socket with 57P01; that is the end of the run, not a failure.
pool.on("error", () => undefined);

/** The API on a real socket, through the same dispatcher the web app's /v2 route uses. */
async function startApi() {
  const { handleRestRequest } = await import("../../apps/web/server/rest-handler");
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(new URL(req.url ?? "/", "http://127.0.0.1"), {
      method: req.method,
      headers,
      body: req.method === "GET" ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>),
      duplex: "half",
    } as RequestInit);
    void handleRestRequest(request).then(async (response) => {
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// What the bare statements return per hash: the version row with its files and dependencies, as JSON. Their
// shape is the services' (services/versions/hash-lookup.ts): ids and hashes compared COLLATE "C" so the
// byte-ordered covering indexes answer, the visibility check index-only, the version row read only for a hit.
const versionJson = (v: string) => `to_jsonb(${v}) || jsonb_build_object(
  'files', (SELECT jsonb_agg(to_jsonb(ff) ORDER BY ff.ordering) FROM version_files ff
    WHERE (ff.version_id COLLATE "C") = ${v}.id),
  'dependencies', (SELECT coalesce(jsonb_agg(to_jsonb(d)), '[]') FROM dependencies d
    WHERE (d.version_id COLLATE "C") = ${v}.id))`;
const VISIBLE = `p.status IN ('approved','archived','unlisted') AND v.status IN ('listed','archived','unlisted')`;
const JOINS = `JOIN versions v ON (v.id COLLATE "C") = f.version_id JOIN projects p ON (p.id COLLATE "C") = v.project_id`;
const BARE_LOOKUP = `
  WITH hit AS (
    SELECT DISTINCT ON (f.sha1) f.sha1, v.id FROM version_files f ${JOINS}
    WHERE (f.sha1 COLLATE "C") = ANY($1::bpchar[]) AND ${VISIBLE}
    ORDER BY f.sha1, v.date_published DESC, v.id)
  SELECT hit.sha1, ${versionJson("v")} AS version FROM hit JOIN versions v ON (v.id COLLATE "C") = hit.id`;
const BARE_UPDATE = `
  WITH latest AS (
    SELECT DISTINCT ON (f.sha1) f.sha1, c.id FROM version_files f ${JOINS}
    CROSS JOIN LATERAL (
      SELECT c.id FROM versions c WHERE (c.project_id COLLATE "C") = v.project_id AND c.status = 'listed'
        AND c.loaders && $2::text[] AND c.game_versions && $3::text[] AND c.version_type = ANY($4::text[])
      ORDER BY c.date_published DESC, c.id LIMIT 1) c
    WHERE (f.sha1 COLLATE "C") = ANY($1::bpchar[]) AND ${VISIBLE}
    ORDER BY f.sha1)
  SELECT latest.sha1, ${versionJson("v")} AS version FROM latest JOIN versions v ON (v.id COLLATE "C") = latest.id`;

try {
  const migrated = await applyMigrations(url, path.resolve("prisma/migrations"));
  if (migrated.length) console.log(`applied ${migrated.length} migrations`);
  const db = createDb(url, 2);
  const started = Date.now();
  if (values.reuse && (await catalogHolds(db, PROJECTS))) {
    console.log(`reusing the ${PROJECTS} projects already in the database`);
  } else {
    await generateCatalogRows(db, PROJECTS, (line) => console.log(line));
    console.log(
      `generated ${PROJECTS} projects, ${PROJECTS * 4} versions and ${PROJECTS * 4} files in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await db.$disconnect();
  // The files of a modpack, spread over the whole table (a stride co-prime with the table size).
  const { rows } = await pool.query<{ sha1: string }>(
    `SELECT ${fileHashSql.sha1("k")} AS sha1
     FROM generate_series(1, $1::int) AS j, LATERAL (SELECT 1 + (j * 7919) % $2::int AS k) pick`,
    [HASHES, PROJECTS * 4],
  );
  const hashes = rows.map((row) => row.sha1);
  const filters = { loaders: ["fabric", "quilt"], game_versions: ["1.20.1", "1.21.1"], version_types: ["release"] };

  const api = await startApi();
  const post = async (route: string, body: object) => {
    const response = await fetch(`${api.origin}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200) throw new Error(`${route}: ${response.status} ${JSON.stringify(answer)}`);
    return Object.keys(answer).length;
  };
  const cases: [string, () => Promise<number>, () => Promise<number>][] = [
    [
      "POST /v2/version_files",
      () => post("/v2/version_files", { hashes, algorithm: "sha1" }),
      async () => (await pool.query(BARE_LOOKUP, [hashes])).rowCount ?? 0,
    ],
    [
      "POST /v2/version_files/update",
      () => post("/v2/version_files/update", { hashes, algorithm: "sha1", ...filters }),
      async () =>
        (await pool.query(BARE_UPDATE, [hashes, filters.loaders, filters.game_versions, filters.version_types]))
          .rowCount ?? 0,
    ],
  ];
  console.log(
    `\n${machineLine()}\n${hashes.length} sha1 hashes, ${RUNS} runs each (after 3 warm-up runs)\n\n` +
      "| request | found | API p50 ms | API p99 ms | bare SQL p50 ms | bare SQL p99 ms | ratio (p50) |\n" +
      "|---|---|---|---|---|---|---|",
  );
  for (const [name, viaApi, bare] of cases) {
    for (let i = 0; i < 3; i++) await Promise.all([viaApi(), bare()]);
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    let found = 0;
    let bareFound = 0;
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      found = await viaApi();
      apiTimes.push(performance.now() - t);
      t = performance.now();
      bareFound = await bare();
      bareTimes.push(performance.now() - t);
    }
    if (found !== bareFound) throw new Error(`${name}: the API found ${found}, the bare SQL ${bareFound}`);
    const a50 = percentile(apiTimes, 50);
    const b50 = percentile(bareTimes, 50);
    console.log(
      `| ${name} | ${found} | ${a50.toFixed(1)} | ${percentile(apiTimes, 99).toFixed(1)} | ${b50.toFixed(1)} | ${percentile(bareTimes, 99).toFixed(1)} | ${(a50 / b50).toFixed(2)} |`,
    );
  }
  api.server.close();
  // The API's rate limiter syncs its counts on a timer; it stops before its database does.
  const { closeApiRateLimiter } = await import("../../apps/web/server/rest-handler");
  await closeApiRateLimiter();
  const { disconnectDb } = await import("../../modules/core/src/db/client");
  await disconnectDb();
} finally {
  await pool.end();
  await database.stop();
}
