import type { DbOrTx } from "../db/client";
import { newId } from "../db/ids";
import { hashSecret, randomSecret } from "./secrets";
import { VIEWER_USER_WITH_BAN } from "./sessions";

// OAuth access tokens live in core beside personal access tokens: every API request resolves one by its hash in
// one indexed lookup. The oauth module (modules/oauth) decides when to issue and revoke them and calls these
// functions; nothing else writes the table.

export const OAUTH_ACCESS_TOKEN_PREFIX = "hoa_";
/** One hour: short-lived, as RFC 9700 advises; the app keeps access with its refresh token. */
export const OAUTH_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

export interface IssueOAuthAccessTokenInput {
  userId: string;
  appId: string;
  grantId: string;
  scopes: bigint;
}

/** Issues an access token; the secret is returned once and only its hash is kept. */
export async function issueOAuthAccessToken(db: DbOrTx, input: IssueOAuthAccessTokenInput) {
  const secret = OAUTH_ACCESS_TOKEN_PREFIX + randomSecret(40);
  const expiresAt = new Date(Date.now() + OAUTH_ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
  await db.oAuthAccessToken.create({
    data: { id: newId(), ...input, tokenHash: hashSecret(secret), expiresAt },
    select: { id: true },
  });
  return { token: secret, expiresIn: OAUTH_ACCESS_TOKEN_LIFETIME_SECONDS, expiresAt };
}

/**
 * Deletes access tokens at once (they stop working on the next request): those of some grants, of an app, of
 * one user's authorization of an app, or the single token behind a secret (revocation, RFC 7009).
 */
export async function deleteOAuthAccessTokens(
  db: DbOrTx,
  which: { grantIds: readonly string[] } | { appId: string; userId?: string } | { secret: string },
): Promise<number> {
  const where =
    "grantIds" in which
      ? { grantId: { in: [...which.grantIds] } }
      : "secret" in which
        ? { tokenHash: hashSecret(which.secret) }
        : { appId: which.appId, ...(which.userId ? { userId: which.userId } : {}) };
  const { count } = await db.oAuthAccessToken.deleteMany({ where });
  return count;
}

/** Deletes the access tokens that expired before `now` (the oauth module's daily clean-up); returns how many. */
export async function deleteExpiredOAuthAccessTokens(db: DbOrTx, now = new Date()): Promise<number> {
  const { count } = await db.oAuthAccessToken.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/** The access token behind a secret, without checking expiry or the user (for revocation: whose token it is). */
export async function findOAuthAccessToken(db: DbOrTx, secret: string) {
  if (!secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return null;
  return db.oAuthAccessToken.findUnique({
    where: { tokenHash: hashSecret(secret) },
    select: { id: true, appId: true, grantId: true, userId: true },
  });
}

/** The user and scopes behind an OAuth access token (already stripped of "Bearer "), or null. */
export async function resolveOAuthAccessToken(db: DbOrTx, secret: string) {
  if (!secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return null;
  const token = await db.oAuthAccessToken.findUnique({
    where: { tokenHash: hashSecret(secret) },
    select: {
      id: true,
      appId: true,
      scopes: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: VIEWER_USER_WITH_BAN },
    },
  });
  if (!token || token.expiresAt.getTime() <= Date.now()) return null;
  const { bannedAt, ...user } = token.user;
  if (bannedAt) return null;
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
    await db.oAuthAccessToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
  }
  return { tokenId: token.id, appId: token.appId, scopes: token.scopes, user };
}
