// Notifications benchmark: a new version fanned out to 10,000 and 100,000 followers through the real job runner
// (catalog.version-published → the coordinator → batch jobs), beside one bare INSERT … SELECT that notifies the
// same followers in a single statement; then the header bell's unread count on a user with 10,000 notifications,
// beside its bare SQL.
//   npx tsx bench/notifications/run.ts [--followers 10000,100000] [--notifications 10000] [--runs 500]
// Uses DATABASE_URL when set (its tables are filled, not emptied: use a scratch database), else a throwaway
// embedded PostgreSQL. Prints a table; not part of npm test.
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import pg from "pg";

import { allJobs } from "../../cli/src/lib/registry";
import { updateVersion } from "../../modules/catalog/src/server/services/versions/version-update";
import { resetConfigCache } from "../../modules/core/src/config";
import { createDb } from "../../modules/core/src/db/client";
import { newId } from "../../modules/core/src/db/ids";
import { startWorker, stopJobSender } from "../../modules/core/src/jobs";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { unreadCount } from "../../modules/notifications/src/server/services/unread-count";
import { versionFanOutJobs } from "../../modules/notifications/src/version-jobs";
import { benchDatabase } from "../support/database";
import { machineLine } from "../support/machine";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    followers: { type: "string", default: "10000,100000" },
    notifications: { type: "string", default: "10000" },
    runs: { type: "string", default: "500" },
    // The jobs process polls every 2 s by default; the bench uses the same unless told.
    polling: { type: "string", default: "2" },
  },
});
const SIZES = values.followers.split(",").map(Number);
const NOTIFICATIONS = Number(values.notifications);
const RUNS = Number(values.runs);
const POLLING = Number(values.polling);

const database = await benchDatabase("notifications");
const url = database.url;
process.env.DATABASE_URL = url;
// The job sender reads DATABASE_URL through config(), which may have been read (and cached) before it was set.
resetConfigCache();
await setupDatabase(url, path.resolve("prisma/migrations"), allJobs());
const db = createDb(url, 4);
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on("error", () => undefined);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const prefix = newId().slice(0, 2).toLowerCase();

/** `count` users with ids {prefix}000001…, made once and shared by the sizes (the largest size wins). */
async function ensureUsers(count: number) {
  await pool.query(
    `INSERT INTO users (id, username, username_key, updated_at)
     SELECT $1 || lpad(n::text, 6, '0'), 'b' || $1 || n, 'b' || $1 || n, now() FROM generate_series(1, $2) n
     ON CONFLICT DO NOTHING`,
    [prefix, count],
  );
}

/** An approved project followed by the first `followers` users, with a draft version ready to release. */
async function projectWithFollowers(followers: number) {
  const owner = await db.user.create({
    data: { id: newId(), username: `owner-${newId()}`, usernameKey: `owner-${newId()}`.toLowerCase() },
  });
  const team = await db.team.create({ data: { id: newId() } });
  await db.teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.id, isOwner: true, accepted: true, permissions: 1023n },
  });
  const slug = `bench-${newId().toLowerCase()}`;
  const project = await db.project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name: "Benchmarked Boilers",
      summary: "Followed by many",
      teamId: team.id,
      status: "approved",
    },
  });
  await pool.query(
    `INSERT INTO project_follows (user_id, project_id)
     SELECT $1 || lpad(n::text, 6, '0'), $2 FROM generate_series(1, $3) n`,
    [prefix, project.id, followers],
  );
  const draft = () =>
    db.version.create({
      data: {
        id: newId(),
        projectId: project.id,
        authorId: owner.id,
        name: "2.0",
        versionNumber: `2.0.${newId()}`,
        status: "draft",
        loaders: ["fabric"],
        gameVersions: ["1.21"],
      },
    });
  return { owner: { userId: owner.id, role: "user" as const }, project, draft };
}

const rows: string[] = [];
const worker = await startWorker({
  connectionString: url,
  db,
  jobs: versionFanOutJobs,
  pollingIntervalSeconds: POLLING,
});
try {
  await ensureUsers(Math.max(...SIZES, 1));
  for (const size of SIZES) {
    const { owner, project, draft } = await projectWithFollowers(size);
    const version = await draft();
    const key = `version:${version.id}`;
    const started = performance.now();
    await updateVersion(db, owner, version.id, { status: "listed" });
    let delivered = 0;
    while (delivered < size) {
      await sleep(50);
      delivered = Number(
        (await pool.query(`SELECT count(*) FROM notifications WHERE dedupe_key = $1`, [key])).rows[0].count,
      );
    }
    const fanOut = performance.now() - started;
    const jobs = Number(
      (
        await pool.query(
          `SELECT count(*) FROM pgboss.job WHERE name = 'notifications.notify-followers' AND data->'batches'->0->>'versionId' = $1`,
          [version.id],
        )
      ).rows[0].count,
    );
    // The bare SQL: every follower's row in one INSERT … SELECT (no filters, no visibility check, no jobs).
    const bareKey = `bare:${version.id}`;
    const bareStarted = performance.now();
    await pool.query(
      `INSERT INTO notifications (id, user_id, type, title, text, link, body, dedupe_key)
       SELECT substr(md5(random()::text), 1, 8), f.user_id, 'project_update', 'title', 'text', '/mod/x/version/1',
              '{}'::jsonb, $2
       FROM project_follows f WHERE f.project_id = $1
       ON CONFLICT DO NOTHING`,
      [project.id, bareKey],
    );
    const bare = performance.now() - bareStarted;
    rows.push(
      `| fan-out to ${size.toLocaleString("en-US")} followers | ${jobs} batch jobs | ${(fanOut / 1000).toFixed(1)} s | ${(bare / 1000).toFixed(2)} s | ${(fanOut / bare).toFixed(1)} | ${load()} |`,
    );
    console.log(rows.at(-1));
  }

  // The bell: a user with NOTIFICATIONS notifications, one in ten read.
  const [reader] = (await pool.query(`SELECT id FROM users WHERE id = $1 || '000001'`, [prefix])).rows as {
    id: string;
  }[];
  await pool.query(
    `INSERT INTO notifications (id, user_id, type, title, text, link, body, read)
     SELECT substr(md5(random()::text || n), 1, 8), $1, 'legacy_markdown', 'Note ' || n, '', '', '{}'::jsonb, n % 10 = 0
     FROM generate_series(1, $2) n ON CONFLICT DO NOTHING`,
    [reader!.id, NOTIFICATIONS],
  );
  await pool.query("ANALYZE notifications");
  const total = Number(
    (await pool.query(`SELECT count(*) FROM notifications WHERE user_id = $1`, [reader!.id])).rows[0].count,
  );
  const viaService: number[] = [];
  const bare: number[] = [];
  let unread = 0;
  for (let i = 0; i < 20; i++) {
    await unreadCount(db, reader!.id);
    await pool.query(`SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read`, [reader!.id]);
  }
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    unread = await unreadCount(db, reader!.id);
    viaService.push(performance.now() - t);
    t = performance.now();
    await pool.query(`SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read`, [reader!.id]);
    bare.push(performance.now() - t);
  }
  rows.push(
    `| unreadCount, ${total.toLocaleString("en-US")} notifications (${unread.toLocaleString("en-US")} unread) | p50 / p99 | ${percentile(viaService, 50).toFixed(2)} / ${percentile(viaService, 99).toFixed(2)} ms | ${percentile(bare, 50).toFixed(2)} / ${percentile(bare, 99).toFixed(2)} ms | ${(percentile(viaService, 50) / percentile(bare, 50)).toFixed(2)} | ${load()} |`,
  );
  console.log(
    `\n| what | shape | Hopper | bare SQL | ratio | load avg |\n|---|---|---|---|---|---|\n${rows.join("\n")}`,
  );
  console.log(`\n${machineLine()}`);
} finally {
  // Each step on its own: one failing (a job sender that never started) must not leave the cluster and its folder.
  const steps = [
    () => worker.stop({ graceful: false, wait: true }),
    () => stopJobSender(),
    () => db.$disconnect(),
    () => pool.end(),
    () => database.stop(),
  ];
  for (const step of steps) await step().catch((error: unknown) => console.error("teardown:", error));
}
