import type { Db, DbOrTx } from "@hopper/core/db";

import { analyticsSettings } from "../../settings";
import { apportion, dayPart, splitWeight } from "./apportion";
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

interface WeightRow {
  id: string;
  weight: bigint;
}

interface MemberRow {
  project_id: string;
  user_id: string;
  payouts_split: number;
}

/**
 * The day's counted views and/or downloads of each paid project (only projects with a positive count). Two
 * statements rather than a join: the daily tables are rolled up every minute and often not analysed yet, and a
 * planner guessing a handful of rows nested-looped a day of 50,000 projects into minutes; the id lookup by primary
 * key does not depend on statistics.
 */
async function projectWeights(tx: DbOrTx, day: string, views: boolean, downloads: boolean): Promise<WeightRow[]> {
  const counts = await tx.$queryRaw<WeightRow[]>`
    SELECT project_id AS id, SUM(n)::bigint AS weight FROM (
      SELECT project_id, count::bigint AS n FROM view_daily WHERE day = ${day}::date AND ${views}
      UNION ALL
      SELECT project_id, count::bigint AS n FROM download_daily WHERE day = ${day}::date AND ${downloads}
    ) counted GROUP BY project_id HAVING SUM(n) > 0`;
  if (counts.length === 0) return [];
  const paid = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM projects WHERE id = ANY(${counts.map((row) => row.id)}::text[])
      AND monetization_status = 'monetized' AND status = ANY(${MONETIZABLE_STATUSES as string[]}::text[])`;
  const ids = new Set(paid.map((row) => row.id));
  return counts.filter((row) => ids.has(row.id));
}

/**
 * Who shares each project's amount: the project team's accepted members and, for an organization's project, the
 * organization team's accepted members who are not accepted members of the project team (reference §6.3).
 */
async function projectMembers(tx: DbOrTx, projectIds: string[]): Promise<MemberRow[]> {
  if (projectIds.length === 0) return [];
  return tx.$queryRaw<MemberRow[]>`
    SELECT p.id AS project_id, m.user_id, m.payouts_split
    FROM projects p JOIN team_members m ON m.team_id = p.team_id AND m.accepted
    WHERE p.id = ANY(${projectIds}::text[])
    UNION ALL
    SELECT p.id AS project_id, m.user_id, m.payouts_split
    FROM projects p JOIN organizations o ON o.id = p.organization_id
      JOIN team_members m ON m.team_id = o.team_id AND m.accepted
    WHERE p.id = ANY(${projectIds}::text[]) AND NOT EXISTS (
      SELECT 1 FROM team_members pm WHERE pm.team_id = p.team_id AND pm.user_id = m.user_id AND pm.accepted)`;
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
      const weights = await projectWeights(tx, day, pool.countsViews, pool.countsDownloads);
      const projectShares = apportion(
        part,
        weights.map((row) => ({ key: row.id, weight: row.weight })),
      );
      const members = await projectMembers(
        tx,
        projectShares.filter((share) => share.amount > 0n).map((share) => share.key),
      );
      const byProject = new Map<string, MemberRow[]>();
      for (const member of members) {
        const list = byProject.get(member.project_id);
        if (list) list.push(member);
        else byProject.set(member.project_id, [member]);
      }
      const available = availableAt(day, analyticsSettings().REVENUE_HOLD_DAYS);
      const entries = projectShares.flatMap((project) =>
        apportion(
          project.amount,
          (byProject.get(project.key) ?? []).map((member) => ({
            key: member.user_id,
            weight: splitWeight(member.payouts_split),
          })),
        )
          .filter((member) => member.amount > 0n)
          .map((member) => ({ userId: member.key, amountMinor: member.amount, projectId: project.key })),
      );
      const distributed = entries.reduce((sum, entry) => sum + entry.amountMinor, 0n);
      // One INSERT of arrays rather than createMany: a day of 100,000 projects is one statement, not dozens.
      if (entries.length > 0) {
        await tx.$executeRaw`
        INSERT INTO revenue_ledger (user_id, kind, amount_minor, project_id, day, available_at)
        SELECT e.user_id, 'earning', e.amount::bigint, e.project_id, ${day}::date, ${available}
        FROM unnest(${entries.map((entry) => entry.userId)}::text[], ${entries.map((entry) => entry.amountMinor.toString())}::text[],
          ${entries.map((entry) => entry.projectId)}::text[]) AS e(user_id, amount, project_id)`;
      }
      await tx.revenueDay.create({
        data: {
          day: dayDate(day),
          poolMinor: part,
          distributedMinor: distributed,
          weight: weights.reduce((sum, row) => sum + row.weight, 0n),
          projectCount: weights.length,
        },
      });
      return {
        day,
        split: true,
        poolMinor: Number(part),
        distributedMinor: Number(distributed),
        projectCount: weights.length,
        entryCount: entries.length,
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
