// After a run: did every 2xx keep its promise, and did every job run exactly once? Compares the ledger the
// clients kept (workload.ts) with PostgreSQL and object storage, after waiting for the job workers to settle.
import type { Agent } from "node:http";

import pg from "pg";

import { send } from "./http";
import { SEEDED_FOLLOWERS } from "./seed";
import type { Ledger } from "./workload";

export interface Verdict {
  /** Uploads answered 200 whose version row or stored file is missing. */
  uploadsLost: number;
  uploadsChecked: number;
  /** Follow pairs whose last answered request disagrees with the database. */
  followsWrong: number;
  followsChecked: number;
  /** Projects whose followers counter differs from their follow rows. */
  followerCountersWrong: number;
  /** Sessions made by password sign-ins against the 2xx sign-ins (uncertain ones may add a few). */
  sessions: number;
  /** Distinct client addresses the sessions recorded: many means the visitors' X-Forwarded-For was trusted. */
  sessionAddresses: number;
  signIns: number;
  uncertainSignIns: number;
  /** Published versions whose followers did not get exactly one notification each (the fan-out jobs). */
  fanOutsWrong: number;
  /** Downloads counted (download_events) against what the roll-up jobs added to the versions' totals. */
  downloadEvents: number;
  downloadsRolledUp: number;
  /** pg-boss jobs created during the run, by final state. */
  jobs: Record<string, number>;
  /** Jobs left waiting or running when the time was up: queue, state, since when, expiry. */
  unfinished: string[];
  /** Seconds the jobs took to settle after the load ended. */
  settleSeconds: number;
}

/** Polls until `check` is true or the time is up (then the verdict shows what had not settled). */
const poll = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
};

export async function verify(options: {
  databaseUrl: string;
  ledger: Ledger;
  /** The web address and the agents for fetching each uploaded file back. */
  url: string;
  agent: Agent;
  storageAgent: Agent;
  /** pg-boss jobs created since then are counted. */
  since: Date;
  downloadVersions: string[];
  /** How long the jobs may take to settle (default 240 s). */
  settleMs?: number;
}): Promise<Verdict> {
  const { ledger } = options;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  const settleStarted = Date.now();
  try {
    const versionIds = ledger.uploads.map((upload) => upload.versionId);
    // Jobs first: the fan-outs of the last uploads and the next minute's download roll-up.
    // A job running on a worker killed with SIGKILL stays `active` until its expireInSeconds pass (pg-boss 10
    // has no heartbeat); when that outlasts the cap, the verdict reports it as still active instead of waiting.
    await poll(async () => {
      const waiting = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pgboss.job WHERE created_on >= $1 AND state IN ('created', 'retry', 'active')
             AND name NOT LIKE '__pgboss%'`,
        [options.since],
      );
      const unrolled = await pool.query<{ n: string }>("SELECT count(*) AS n FROM download_events WHERE NOT rolled_up");
      return Number(waiting.rows[0]!.n) === 0 && Number(unrolled.rows[0]!.n) === 0;
    }, options.settleMs ?? 240_000);
    const settleSeconds = (Date.now() - settleStarted) / 1000;
    // Cron jobs keep being created every minute: only those of the run and the settling count.
    const settledAt = new Date();

    const present = await pool.query<{ id: string }>("SELECT id FROM versions WHERE id = ANY($1::text[])", [
      versionIds,
    ]);
    const presentIds = new Set(present.rows.map((row) => row.id));
    let uploadsLost = versionIds.length - presentIds.size;
    // Every stored file comes back through the site (the redirect to object storage, then the bytes).
    const queue = ledger.uploads.filter((upload) => presentIds.has(upload.versionId));
    const fetchOne = async () => {
      for (let upload = queue.shift(); upload; upload = queue.shift()) {
        const first = await send(options.agent, new URL(upload.path, options.url), {
          method: "HEAD",
          headers: { "user-agent": "hopper-load-verify/1.0" },
        }).catch(() => null);
        let ok = first?.status === 200;
        if (first?.status === 302) {
          const object = await send(options.storageAgent, new URL(String(first.headers.location), options.url)).catch(
            () => null,
          );
          ok = object?.status === 200 && object.body.length > 0;
        }
        if (!ok) uploadsLost++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, fetchOne));

    const known = [...ledger.follows].filter(([, state]) => state !== "unknown");
    const users = [...new Set(known.map(([key]) => key.split(" ")[0]!))];
    const rows = await pool.query<{ user_id: string; project_id: string }>(
      "SELECT user_id, project_id FROM project_follows WHERE user_id = ANY($1::text[])",
      [users],
    );
    const following = new Set(rows.rows.map((row) => `${row.user_id} ${row.project_id}`));
    const followsWrong = known.filter(([key, state]) => (state === "on") !== following.has(key)).length;
    const counters = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM projects p
        WHERE p.followers <> (SELECT count(*) FROM project_follows f WHERE f.project_id = p.id)`,
    );

    const sessions = await pool.query<{ n: string; ips: string }>(
      "SELECT count(*) AS n, count(DISTINCT ip) AS ips FROM sessions WHERE method = 'password'",
    );

    const fanOuts = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM unnest($1::text[]) AS v(id)
        WHERE (SELECT count(*) FROM notifications WHERE dedupe_key = 'version:' || v.id) <> $2`,
      [[...presentIds], SEEDED_FOLLOWERS],
    );

    const downloads = await pool.query<{ events: string; rolled: string }>(
      `SELECT (SELECT count(*) FROM download_events WHERE version_id = ANY($1::text[])) AS events,
              (SELECT coalesce(sum(downloads), 0) FROM versions WHERE id = ANY($1::text[])) AS rolled`,
      [options.downloadVersions],
    );

    const jobs = await pool.query<{ state: string; n: string }>(
      `SELECT state, count(*) AS n FROM pgboss.job
        WHERE created_on >= $1 AND created_on < $2 AND name NOT LIKE '__pgboss%' GROUP BY state`,
      [options.since, settledAt],
    );

    const unfinished = await pool.query<{ line: string }>(
      `SELECT name || ' ' || state || coalesce(' since ' || to_char(started_on, 'HH24:MI:SS'), '') ||
              ' (expires after ' || extract(epoch FROM expire_in)::int || ' s)' AS line
         FROM pgboss.job WHERE created_on >= $1 AND created_on < $2 AND state IN ('created', 'retry', 'active')
          AND name NOT LIKE '__pgboss%' ORDER BY created_on LIMIT 20`,
      [options.since, settledAt],
    );

    return {
      unfinished: unfinished.rows.map((row) => row.line),
      uploadsLost,
      uploadsChecked: versionIds.length,
      followsWrong,
      followsChecked: known.length,
      followerCountersWrong: Number(counters.rows[0]!.n),
      sessions: Number(sessions.rows[0]!.n),
      sessionAddresses: Number(sessions.rows[0]!.ips),
      signIns: ledger.signIns,
      uncertainSignIns: ledger.uncertainSignIns,
      fanOutsWrong: Number(fanOuts.rows[0]!.n),
      downloadEvents: Number(downloads.rows[0]!.events),
      downloadsRolledUp: Number(downloads.rows[0]!.rolled),
      jobs: Object.fromEntries(jobs.rows.map((row) => [row.state, Number(row.n)])),
      settleSeconds,
    };
  } finally {
    await pool.end();
  }
}

/** The verdict's problems, one line each (empty: every promise kept). */
export function problems(verdict: Verdict): string[] {
  const found: string[] = [];
  if (verdict.uploadsLost) found.push(`${verdict.uploadsLost} of ${verdict.uploadsChecked} answered uploads lost`);
  if (verdict.followsWrong) found.push(`${verdict.followsWrong} of ${verdict.followsChecked} follows wrong`);
  if (verdict.followerCountersWrong) found.push(`${verdict.followerCountersWrong} follower counters wrong`);
  if (verdict.sessions < verdict.signIns)
    found.push(`${verdict.signIns - verdict.sessions} sign-ins without a session`);
  if (verdict.sessions > verdict.signIns + verdict.uncertainSignIns) {
    found.push(`${verdict.sessions - verdict.signIns - verdict.uncertainSignIns} sessions more than sign-ins`);
  }
  if (verdict.fanOutsWrong)
    found.push(`${verdict.fanOutsWrong} versions without exactly one notification per follower`);
  if (verdict.downloadEvents !== verdict.downloadsRolledUp) {
    found.push(`${verdict.downloadEvents} counted downloads but ${verdict.downloadsRolledUp} rolled up`);
  }
  if (verdict.jobs.failed) found.push(`${verdict.jobs.failed} jobs failed`);
  const waiting = (verdict.jobs.created ?? 0) + (verdict.jobs.retry ?? 0) + (verdict.jobs.active ?? 0);
  if (waiting) found.push(`${waiting} jobs not finished after ${verdict.settleSeconds.toFixed(0)} s`);
  return found;
}

/** Checks a run's promises and prints the verdict and its problems (or that every promise was kept). */
export async function verifyAndReport(options: Parameters<typeof verify>[0]): Promise<string[]> {
  const verdict = await verify(options);
  console.log("data check:", JSON.stringify(verdict));
  const found = problems(verdict);
  console.log(found.length ? `PROBLEMS: ${found.join("; ")}` : "every 2xx kept its promise; every job ran once");
  return found;
}
