import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { findProject } from "../projects/project-access";
import { problem, refusal } from "../refusals";
import { REVIEW_LOCK_MINUTES } from "./status-rules";

// The review lock (issue 16; the reference's moderation_locks): a moderator who opens a project in review holds
// it for 15 minutes, the others see who does, and a decision by another moderator meanwhile is refused
// (decideReview). One row per project (review_locks.project_id is the key); an expired row counts as none.

const LOCK_MS = REVIEW_LOCK_MINUTES * 60 * 1000;

/** The reference client's LockStatusResponse, camelCase. */
export interface ReviewLockStatus {
  locked: boolean;
  isOwnLock: boolean;
  lockedBy?: { id: string; username: string; avatarUrl: string | null };
  lockedAt?: Date;
  expiresAt?: Date;
  /** Set when a lock row exists: true when it is older than 15 minutes (and so no longer holds). */
  expired?: boolean;
}

interface LockRow {
  moderatorId: string;
  lockedAt: Date;
  moderator: { id: string; username: string; avatarUrl: string | null };
}

const LOCK_SELECT = {
  moderatorId: true,
  lockedAt: true,
  moderator: { select: { id: true, username: true, avatarUrl: true } },
} as const;

export const lockExpiresAt = (lockedAt: Date) => new Date(lockedAt.getTime() + LOCK_MS);

function statusOf(actor: Actor, row: LockRow | null, now: Date): ReviewLockStatus {
  if (!row) return { locked: false, isOwnLock: false };
  const expiresAt = lockExpiresAt(row.lockedAt);
  const expired = expiresAt <= now;
  return {
    locked: !expired,
    isOwnLock: !expired && row.moderatorId === actor.userId,
    lockedBy: row.moderator,
    lockedAt: row.lockedAt,
    expiresAt,
    expired,
  };
}

/** Staff only; the project must exist. Returns its id. */
async function staffProject(db: DbOrTx, actor: Actor | null, projectId: string): Promise<string> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  if (!isStaff(actor)) throw refusal("forbidden", problem("review.staffOnly"));
  const project = await findProject(db, projectId);
  if (!project) throw refusal("not_found", problem("projectNotFound"));
  return project.id;
}

/** The lock row of a project (expired or not), or null. */
export function readReviewLock(db: DbOrTx, projectId: string): Promise<LockRow | null> {
  return db.reviewLock.findUnique({ where: { projectId }, select: LOCK_SELECT });
}

/** Who holds the project's review lock now, as the actor sees it. */
export async function reviewLockStatus(db: DbOrTx, actor: Actor | null, projectId: string): Promise<ReviewLockStatus> {
  const id = await staffProject(db, actor, projectId);
  return statusOf(actor!, await readReviewLock(db, id), new Date());
}

/**
 * Takes the lock, or refreshes one's own, or takes over an expired one; when another moderator holds a fresh
 * lock, nothing changes and the answer names them. One statement decides, so of two moderators racing for a free
 * project exactly one gets it: the insert conflicts on the key and the update's condition is re-checked on the
 * row the winner wrote.
 */
export async function acquireReviewLock(db: DbOrTx, actor: Actor | null, projectId: string): Promise<ReviewLockStatus> {
  const id = await staffProject(db, actor, projectId);
  // The application's clock both stamps and judges a lock, so the database's clock never mixes in.
  const now = new Date();
  const cutoff = new Date(now.getTime() - LOCK_MS);
  await db.$executeRaw`
    INSERT INTO review_locks (project_id, moderator_id, locked_at) VALUES (${id}, ${actor!.userId}, ${now})
    ON CONFLICT (project_id) DO UPDATE SET moderator_id = EXCLUDED.moderator_id, locked_at = EXCLUDED.locked_at
    WHERE review_locks.moderator_id = EXCLUDED.moderator_id OR review_locks.locked_at <= ${cutoff}`;
  return statusOf(actor!, await readReviewLock(db, id), new Date());
}

/** Lets go of one's own lock (another moderator's fresh lock stays); answers the status afterwards. */
export async function releaseReviewLock(db: DbOrTx, actor: Actor | null, projectId: string): Promise<ReviewLockStatus> {
  const id = await staffProject(db, actor, projectId);
  await db.reviewLock.deleteMany({ where: { projectId: id, moderatorId: actor!.userId } });
  return statusOf(actor!, await readReviewLock(db, id), new Date());
}

/** "{username} … until {until}": when the lock will lapse, in UTC to the minute. */
const untilText = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * Refuses a decision while another moderator holds a fresh lock on the project (409, naming them and until
 * when). Call inside the deciding transaction, after locking the project row.
 */
export async function requireNoOtherReviewLock(db: DbOrTx, actor: Actor, projectId: string): Promise<void> {
  const status = statusOf(actor, await readReviewLock(db, projectId), new Date());
  if (status.locked && !status.isOwnLock && status.lockedBy && status.expiresAt) {
    throw refusal(
      "conflict",
      problem("review.locked", { username: status.lockedBy.username, until: untilText(status.expiresAt) }),
    );
  }
}

/** A decision ends the review: whoever held the lock, it is gone. */
export async function clearReviewLock(db: DbOrTx, projectId: string): Promise<void> {
  await db.reviewLock.deleteMany({ where: { projectId } });
}
