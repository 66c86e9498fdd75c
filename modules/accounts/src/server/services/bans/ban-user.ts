import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { staffOnly } from "@hopper/core/errors";

import { problem, refusal } from "../refusals";

/** A ban's reason is shown to staff only; the same cap as the column's comment (prisma/schema/core.prisma). */
export const BAN_REASON_MAX = 2000;

export interface BanResult {
  id: string;
  username: string;
  bannedAt: Date | null;
  banReason: string | null;
}

const RESULT = { id: true, username: true, bannedAt: true, banReason: true } as const;

/** The target, or "Could not find user"; and the rules every ban and unban share: staff only, never oneself. */
async function target(db: DbOrTx, actor: Actor | null, userId: string) {
  if (!actor || !isStaff(actor)) throw staffOnly();
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
  if (!user) throw refusal("not_found", problem("userNotFound"));
  if (user.id === actor.userId) throw refusal("forbidden", problem("banSelf"));
  // A moderator may not lock an admin out (nor lift an admin's ban, which only another admin set).
  if (user.role === "admin" && actor.role !== "admin") throw refusal("forbidden", problem("banAdmin"));
  return user;
}

/**
 * Bans a user with a reason (required, at most 2,000 characters). From that moment core's session and token
 * resolution refuses them (every browser and app is signed out at its next request) and sign-in says the account
 * is banned. Banning again replaces the reason and keeps the first date.
 */
export async function banUser(db: DbOrTx, actor: Actor | null, userId: string, reason: string): Promise<BanResult> {
  const user = await target(db, actor, userId);
  const text = reason.trim();
  if (!text) throw refusal("invalid_input", problem("banReasonMissing"), "reason");
  if (text.length > BAN_REASON_MAX) {
    throw refusal("invalid_input", problem("banReasonLength", { max: String(BAN_REASON_MAX) }), "reason");
  }
  const current = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { bannedAt: true } });
  return db.user.update({
    where: { id: user.id },
    data: { bannedAt: current.bannedAt ?? new Date(), banReason: text },
    select: RESULT,
  });
}

/** Lifts a ban: sign-in works again, and so do the sessions and tokens the ban had stopped (none were deleted). */
export async function unbanUser(db: DbOrTx, actor: Actor | null, userId: string): Promise<BanResult> {
  const user = await target(db, actor, userId);
  return db.user.update({ where: { id: user.id }, data: { bannedAt: null, banReason: null }, select: RESULT });
}
