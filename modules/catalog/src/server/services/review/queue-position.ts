import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { findProject, projectInsiders } from "../projects/project-access";

/** How far back the estimate looks (the issue's "last 30 days' review throughput"). */
export const ESTIMATE_WINDOW_DAYS = 30;
/** Fewer decisions than this in the window is no history: one or two reviews say nothing about the next one. */
export const ESTIMATE_MIN_DECISIONS = 3;
/** "Usually": nine reviews in ten waited no longer than this. */
export const ESTIMATE_WAIT_PERCENTILE = 0.9;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the last 30 days of review decisions say about the queue's pace. */
export interface ReviewHistory {
  /** Decisions on projects in review (from `processing`) in the window. */
  decisions: number;
  /** The 90th percentile of their waits (decided − queued), in days; null when none recorded when it was queued. */
  typicalWaitDays: number | null;
  /** Decisions per day over the days the window's history covers (at least one day, at most 30). */
  perDay: number;
}

/** Where a project in review stands, for its team and staff. */
export interface QueueStanding {
  /** 1-based: 1 is the next project a moderator opens in the oldest-first queue. */
  position: number;
  /** Projects in review now. */
  total: number;
  /** When it entered the queue. */
  queued: Date | null;
  /** Whole days within which it is usually reviewed; null when the window holds too little history to say. */
  withinDays: number | null;
}

/**
 * The review history of the 30 days before `now`: how many decisions, how long they typically waited, how many
 * per day. One aggregate over `review_decisions` (indexed by decided_at).
 */
export async function reviewHistory(db: DbOrTx, now = new Date()): Promise<ReviewHistory> {
  const since = new Date(now.getTime() - ESTIMATE_WINDOW_DAYS * DAY_MS);
  const [row] = await db.$queryRaw<
    { decisions: number; oldest: Date | null; wait_seconds: number | null }[]
  >(Prisma.sql`
    SELECT count(*)::int AS decisions,
           min(decided_at) AS oldest,
           percentile_cont(${ESTIMATE_WAIT_PERCENTILE}::float8) WITHIN GROUP (
             ORDER BY greatest(0, extract(epoch FROM decided_at - queued_at))
           ) FILTER (WHERE queued_at IS NOT NULL) AS wait_seconds
    FROM review_decisions
    WHERE from_status = 'processing' AND decided_at > ${since} AND decided_at <= ${now}`);
  const decisions = row?.decisions ?? 0;
  // A young site's history covers less than 30 days: dividing by 30 would call its pace slower than it is.
  const coveredMs = row?.oldest ? now.getTime() - row.oldest.getTime() : 0;
  const coveredDays = Math.min(ESTIMATE_WINDOW_DAYS, Math.max(1, coveredMs / DAY_MS));
  const waitSeconds = row?.wait_seconds === null || row?.wait_seconds === undefined ? null : Number(row.wait_seconds);
  return {
    decisions,
    typicalWaitDays: waitSeconds === null ? null : waitSeconds / 86_400,
    perDay: decisions / coveredDays,
  };
}

/**
 * Whole days within which the project at `position` is usually reviewed, or null without enough history.
 *
 *   days = max(position / perDay, typicalWait − waitedSoFar), rounded up, at least 1
 *
 * `position / perDay` is how long the moderators take, at the window's pace, to get through the projects ahead
 * and this one (it dominates when the queue is longer than usual); `typicalWait − waitedSoFar` is what is left
 * of the 90th-percentile wait (it dominates when the queue is short but reviews take their time).
 */
export function estimateDays(history: ReviewHistory, position: number, waitedDays: number): number | null {
  if (history.decisions < ESTIMATE_MIN_DECISIONS || history.perDay <= 0) return null;
  const backlog = position / history.perDay;
  const typicalLeft = history.typicalWaitDays === null ? 0 : history.typicalWaitDays - Math.max(0, waitedDays);
  return Math.max(1, Math.ceil(Math.max(backlog, typicalLeft) - 1e-9));
}

interface ReviewedProject {
  id: string;
  teamId: string;
  organizationId: string | null;
  status: string;
  queued: Date | null;
}

/**
 * The standing in the review queue of each of `projects` in review that the actor may be told about: its team
 * (accepted members, or members of the organization that owns it) and staff. Everyone else, and projects not in
 * review, get no entry. The queue is the moderators' order: oldest `queued` first (ties by id, never-queued
 * last), read through the partial index `projects_review_queue_idx`.
 */
export async function reviewQueueStandings(
  db: DbOrTx,
  actor: Actor | null,
  projects: readonly ReviewedProject[],
  now = new Date(),
): Promise<Map<string, QueueStanding>> {
  const standings = new Map<string, QueueStanding>();
  const inReview = projects.filter((project) => project.status === "processing");
  if (!actor || inReview.length === 0) return standings;
  const { accepted } = isStaff(actor) ? { accepted: null } : await projectInsiders(db, actor, inReview);
  const told = inReview.filter((project) => accepted === null || accepted.has(project.id));
  if (told.length === 0) return standings;
  const [positions, history] = await Promise.all([
    db.$queryRaw<{ id: string; position: number; total: number }[]>(Prisma.sql`
      SELECT id, position, total FROM (
        SELECT id,
               row_number() OVER (ORDER BY queued ASC NULLS LAST, id)::int AS position,
               count(*) OVER ()::int AS total
        FROM projects WHERE status = 'processing'
      ) queue
      WHERE id = ANY(${told.map((project) => project.id)}::text[])`),
    reviewHistory(db, now),
  ]);
  for (const project of told) {
    const row = positions.find((candidate) => candidate.id === project.id);
    if (!row) continue;
    const waited = project.queued ? (now.getTime() - project.queued.getTime()) / DAY_MS : 0;
    standings.set(project.id, {
      position: row.position,
      total: row.total,
      queued: project.queued,
      withinDays: estimateDays(history, row.position, waited),
    });
  }
  return standings;
}

/** One project's standing (by id or slug), or null when it is not in review or the actor may not know it. */
export async function reviewQueueStanding(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  now = new Date(),
): Promise<QueueStanding | null> {
  if (!actor) return null;
  const project = await findProject(db, idOrSlug);
  if (!project) return null;
  return (await reviewQueueStandings(db, actor, [project], now)).get(project.id) ?? null;
}
