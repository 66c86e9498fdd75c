import type { Db, DbOrTx } from "@hopper/core/db";

import { analyticsSettings } from "../../settings";
import { dayPart } from "./apportion";
import { addDays, availableAt, dayDate, dayString } from "./hold";
import { monthOf, monthString } from "./month";
import { problem, refusal } from "./refusals";
import { inTransaction } from "./transaction";

/**
 * The statuses a paid project may have: the reference's non-hidden ones (approved, unlisted, archived, withheld).
 * Not the catalogue's PUBLIC/HIDDEN groups: the reference keeps paying unlisted and withheld projects, and never a
 * private, draft or rejected one.
 */
export const MONETIZABLE_STATUSES: readonly string[] = ["approved", "unlisted", "archived", "withheld"];

/** How many missed days one run catches up at most (older days are left unsplit). */
export const CATCH_UP_DAYS = 90;

export interface SplitDayResult {
  day: string;
  /** False when the day had been split before (or has no pool): nothing was written. */
  split: boolean;
  poolMinor: number;
  distributedMinor: number;
  projectCount: number;
  entryCount: number;
}

interface SplitRow {
  entries: bigint;
  distributed: string;
  weight: string;
  projects: bigint;
}

/**
 * Computes and writes one day's earnings in one statement: a day of 100,000 projects sent 100,000 weights, ids and
 * members through the client and back (several seconds, most of a 30-second transaction); in SQL it is about the
 * bare aggregate. The arithmetic is apportion.ts's, exactly: numeric (arbitrary precision) div/mod for the floors
 * and remainders, the left-over cents one each by remainder descending then key in code-point order (COLLATE "C"),
 * a member's weight splitWeight's (Math.round of split × 10^6, taken as floor + (fraction ≥ 0.5), which is exact),
 * all-zero member weights equal. The paid projects: the day's counted views and/or downloads (positive only) of
 * monetized projects in a monetizable status. The members (reference §6.3): the project team's accepted members
 * and, for an organization's project, the organization team's accepted members not accepted on the project team.
 * `counted` is materialized so a planner that has not analysed the day's rows yet still looks projects up by key.
 */
async function writeEarnings(
  tx: DbOrTx,
  input: { day: string; part: bigint; views: boolean; downloads: boolean; available: Date },
): Promise<{ entries: number; distributed: bigint; weight: bigint; projects: number }> {
  const { day, views, downloads, available } = input;
  const part = input.part.toString();
  const [row] = await tx.$queryRaw<SplitRow[]>`
    WITH counted AS MATERIALIZED (
      SELECT project_id, SUM(n) AS weight FROM (
        SELECT project_id, count::bigint AS n FROM view_daily WHERE day = ${day}::date AND ${views}
        UNION ALL
        SELECT project_id, count::bigint AS n FROM download_daily WHERE day = ${day}::date AND ${downloads}
      ) c GROUP BY project_id HAVING SUM(n) > 0
    ), paid AS MATERIALIZED (
      SELECT c.project_id, c.weight, p.team_id, p.organization_id
      FROM counted c JOIN projects p ON p.id = c.project_id
      WHERE p.monetization_status = 'monetized' AND p.status = ANY(${MONETIZABLE_STATUSES as string[]}::text[])
    ), total AS (
      SELECT SUM(weight) AS weight, count(*) AS projects FROM paid
    ), project_floors AS (
      SELECT p.project_id, p.team_id, p.organization_id,
        div(${part}::numeric * p.weight, t.weight) AS amount, mod(${part}::numeric * p.weight, t.weight) AS remainder
      FROM paid p CROSS JOIN total t
    ), project_shares AS (
      SELECT project_id, team_id, organization_id, amount +
        CASE WHEN row_number() OVER (ORDER BY remainder DESC, project_id COLLATE "C")
          <= ${part}::numeric - SUM(amount) OVER () THEN 1 ELSE 0 END AS amount
      FROM project_floors
    ), members AS (
      SELECT s.project_id, s.amount AS project_amount, m.user_id, m.payouts_split
      FROM project_shares s JOIN team_members m ON m.team_id = s.team_id AND m.accepted
      WHERE s.amount > 0
      UNION ALL
      SELECT s.project_id, s.amount, m.user_id, m.payouts_split
      FROM project_shares s JOIN organizations o ON o.id = s.organization_id
        JOIN team_members m ON m.team_id = o.team_id AND m.accepted
      WHERE s.amount > 0 AND NOT EXISTS (
        SELECT 1 FROM team_members pm WHERE pm.team_id = s.team_id AND pm.user_id = m.user_id AND pm.accepted)
    ), scaled AS (
      -- NaN compares above Infinity in PostgreSQL, so "< Infinity" also leaves it out (splitWeight: 0).
      SELECT project_id, project_amount, user_id,
        CASE WHEN payouts_split > 0 AND payouts_split < 'Infinity'::float8 THEN payouts_split * 1000000::float8 END AS x
      FROM members
    ), member_weights AS (
      SELECT project_id, project_amount, user_id,
        COALESCE((floor(x) + CASE WHEN x - floor(x) >= 0.5 THEN 1 ELSE 0 END)::bigint, 0)::numeric AS weight
      FROM scaled
    ), member_floors AS (
      SELECT project_id, project_amount, user_id, weight,
        div(project_amount * weight, SUM(weight) OVER project) AS amount,
        mod(project_amount * weight, SUM(weight) OVER project) AS remainder
      FROM (
        SELECT project_id, project_amount, user_id,
          CASE WHEN MAX(weight) OVER (PARTITION BY project_id) > 0 THEN weight ELSE 1 END AS weight
        FROM member_weights
      ) w
      WINDOW project AS (PARTITION BY project_id)
    ), member_shares AS (
      SELECT project_id, user_id, amount +
        CASE WHEN row_number() OVER (PARTITION BY project_id ORDER BY remainder DESC, user_id COLLATE "C")
          <= project_amount - SUM(amount) OVER (PARTITION BY project_id) THEN 1 ELSE 0 END AS amount
      FROM member_floors
    ), inserted AS (
      INSERT INTO revenue_ledger (user_id, kind, amount_minor, project_id, day, available_at)
      SELECT user_id, 'earning', amount::bigint, project_id, ${day}::date, ${available}
      FROM member_shares WHERE amount > 0
      RETURNING amount_minor
    )
    SELECT (SELECT count(*) FROM inserted) AS entries,
      (SELECT COALESCE(SUM(amount_minor), 0)::text FROM inserted) AS distributed,
      (SELECT COALESCE(weight, 0)::text FROM total) AS weight, (SELECT projects FROM total) AS projects`;
  return {
    entries: Number(row?.entries ?? 0),
    distributed: BigInt(row?.distributed ?? "0"),
    weight: BigInt(row?.weight ?? "0"),
    projects: Number(row?.projects ?? 0),
  };
}

/**
 * Splits one ended UTC day's part of its month's pool: across the paid projects by their counted views and/or
 * downloads, then across each project's members by payout split, both by largest remainder (apportion.ts), in
 * integer cents. The ledger rows and the day's revenue_days row are written in one transaction under the day's
 * advisory lock, so a concurrent or repeated run finds the row and writes nothing. A day whose month has no pool is
 * not recorded (a pool set later still pays it). No paid project → the day is recorded with 0 distributed.
 */
export async function splitRevenueDay(db: DbOrTx, day: string, now: Date = new Date()): Promise<SplitDayResult> {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(day) : Number.NaN;
  if (Number.isNaN(parsed) || dayString(new Date(parsed)) !== day)
    throw refusal("invalid_input", problem("day"), "day");
  // A day is split once it has ended: its counts are final (the roll-ups run every few minutes).
  if (day >= dayString(now)) throw refusal("invalid_input", problem("day"), "day");
  const { month, daysInMonth, dayOfMonth } = monthOf(day);
  const empty = { day, split: false, poolMinor: 0, distributedMinor: 0, projectCount: 0, entryCount: 0 };
  return inTransaction(
    db,
    async (tx) => {
      // The pool's lock first (setRevenuePool takes it too), then the day's: one split of a day at a time.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`revenue-pool:${monthString(month)}`}))::text`;
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`revenue-split:${day}`}))::text`;
      if (await tx.revenueDay.findUnique({ where: { day: dayDate(day) }, select: { day: true } })) return empty;
      const pool = await tx.revenuePool.findUnique({ where: { month } });
      if (!pool) return empty;
      const part = dayPart(pool.amountMinor, daysInMonth, dayOfMonth);
      const written = await writeEarnings(tx, {
        day,
        part,
        views: pool.countsViews,
        downloads: pool.countsDownloads,
        available: availableAt(day, analyticsSettings().REVENUE_HOLD_DAYS),
      });
      await tx.revenueDay.create({
        data: {
          day: dayDate(day),
          poolMinor: part,
          distributedMinor: written.distributed,
          weight: written.weight,
          projectCount: written.projects,
        },
      });
      return {
        day,
        split: true,
        poolMinor: Number(part),
        distributedMinor: Number(written.distributed),
        projectCount: written.projects,
        entryCount: written.entries,
      };
    },
    // A day of 100,000 projects takes seconds on a loaded machine: Prisma's 5-second default would abort it.
    { timeout: 300_000, maxWait: 60_000 },
  );
}

/**
 * The daily job's work: splits every ended day of the last CATCH_UP_DAYS that has a pool and no revenue_days row,
 * oldest first (a missed night, a pool set late for the current or a past month). Each day is its own transaction.
 */
export async function runRevenueSplit(db: Db, now: Date = new Date()): Promise<SplitDayResult[]> {
  const last = addDays(dayString(now), -1);
  const first = addDays(last, -(CATCH_UP_DAYS - 1));
  const [pools, done] = await Promise.all([
    db.revenuePool.findMany({ where: { month: { gte: monthOf(first).month } }, select: { month: true } }),
    db.revenueDay.findMany({ where: { day: { gte: dayDate(first) } }, select: { day: true } }),
  ]);
  const pooled = new Set(pools.map((pool) => monthString(pool.month)));
  const split = new Set(done.map((row) => dayString(row.day)));
  const results: SplitDayResult[] = [];
  for (let day = first; day <= last; day = addDays(day)) {
    if (!pooled.has(day.slice(0, 7)) || split.has(day)) continue;
    results.push(await splitRevenueDay(db, day, now));
  }
  return results;
}
