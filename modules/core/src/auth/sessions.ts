import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";

export const SESSION_LIFETIME_DAYS = 30;
// Writing last-accessed on every request would turn each page view into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

const OS_PATTERNS: [string, RegExp][] = [
  ["Windows", /Windows/],
  ["Android", /Android/],
  ["iOS", /iPhone|iPad/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux/],
];
const PLATFORM_PATTERNS: [string, RegExp][] = [
  ["Edge", /Edg\//],
  ["Chrome", /Chrome\//],
  ["Firefox", /Firefox\//],
  ["Safari", /Safari\//],
];

export function describeAgent(userAgent: string | null | undefined) {
  const find = (patterns: [string, RegExp][]) =>
    (userAgent && patterns.find(([, pattern]) => pattern.test(userAgent))?.[0]) || null;
  return { os: find(OS_PATTERNS), platform: find(PLATFORM_PATTERNS) };
}

/** Opens a session row for a sign-in; its id goes into the encrypted session cookie. */
export async function createSession(db: DbOrTx, userId: string, client: ClientInfo = {}, method = "password") {
  const { os, platform } = describeAgent(client.userAgent);
  return db.session.create({
    data: {
      id: newId(),
      userId,
      method,
      os,
      platform,
      ip: client.ip ?? null,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_DAYS * 86_400_000),
    },
    select: { id: true, expiresAt: true },
  });
}

/**
 * What a request's viewer carries of its user, with `bannedAt` to refuse a banned one: one select for sessions and
 * tokens, so both resolve the same viewer and both honour a ban.
 */
export const VIEWER_USER_WITH_BAN = {
  id: true,
  username: true,
  role: true,
  email: true,
  emailVerified: true,
  avatarUrl: true,
  // The public API's rate limit for this user's tokens is API_RATE_LIMIT × this (a perk of Hopper+): read with the
  // viewer so limiting by user costs no query of its own.
  apiRateMultiplier: true,
  bannedAt: true,
} as const;

/** The user of a live session, or null when it is unknown, expired or revoked, or its user is banned (a ban ends
 * every session at once, without waiting for a revocation to be written). */
export async function resolveSession(db: DbOrTx, sessionId: string) {
  const session = await db.session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      expiresAt: true,
      revokedAt: true,
      lastAccessed: true,
      user: { select: VIEWER_USER_WITH_BAN },
    },
  });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const { bannedAt, ...user } = session.user;
  if (bannedAt) return null;
  if (Date.now() - session.lastAccessed.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastAccessed: new Date() } });
  }
  return { sessionId: session.id, user };
}

export async function revokeSession(db: DbOrTx, sessionId: string, userId?: string): Promise<boolean> {
  const { count } = await db.session.updateMany({
    where: { id: sessionId, revokedAt: null, ...(userId ? { userId } : {}) },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** Signs a user out everywhere except, optionally, the current browser. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
