import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { hashSecret, randomSecret } from "./secrets";

export const SESSION_COOKIE = "hopper_session";
export const SESSION_LIFETIME_DAYS = 30;
// Writing last-accessed on every request would turn each page view into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

function describeAgent(userAgent: string | null | undefined): { os: string | null; platform: string | null } {
  if (!userAgent) return { os: null, platform: null };
  const os =
    [
      ["Windows", /Windows/],
      ["macOS", /Mac OS X|Macintosh/],
      ["Android", /Android/],
      ["iOS", /iPhone|iPad/],
      ["Linux", /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null;
  const platform =
    [
      ["Edge", /Edg\//],
      ["Chrome", /Chrome\//],
      ["Firefox", /Firefox\//],
      ["Safari", /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null;
  return { os: os as string | null, platform: platform as string | null };
}

/** Opens a session row and returns the cookie value (the only copy of the secret). */
export async function createSession(db: DbOrTx, userId: string, client: ClientInfo = {}) {
  const token = randomSecret(48);
  const { os, platform } = describeAgent(client.userAgent);
  const session = await db.session.create({
    data: {
      id: newId(),
      userId,
      tokenHash: hashSecret(token),
      os,
      platform,
      ip: client.ip ?? null,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_DAYS * 86_400_000),
    },
    select: { id: true, expiresAt: true },
  });
  return { token, sessionId: session.id, expiresAt: session.expiresAt };
}

/** The user behind a session cookie, or null when it is unknown, expired or revoked. */
export async function resolveSession(db: DbOrTx, token: string) {
  const session = await db.session.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      expiresAt: true,
      revokedAt: true,
      lastAccessed: true,
      user: { select: { id: true, username: true, role: true, email: true, emailVerified: true, avatarUrl: true } },
    },
  });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  if (Date.now() - session.lastAccessed.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastAccessed: new Date() } });
  }
  return { sessionId: session.id, user: session.user };
}

export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db.session.updateMany({
    where: { tokenHash: hashSecret(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
