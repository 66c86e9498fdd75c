import { randomBytes } from "node:crypto";

import type { DbOrTx } from "@hopper/core/db";

// The secret in the private Atom feed's address (/notifications/feed/{token}.atom). It is kept as it is, not
// hashed, because the settings page shows the address again; it opens only a read-only list of new versions of
// the user's followed projects. Revoking replaces or clears it, so an old address answers 404 at once.

/** 32 random bytes, base64url: 43 characters, unguessable, safe in a path. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What a feed token looks like; anything else is refused before it reaches the database. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The user's current feed token, or null when the feed is off (or the user never had preferences). */
export async function feedTokenOf(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await db.notificationPreference.findUnique({ where: { userId }, select: { feedToken: true } });
  return row?.feedToken ?? null;
}

/**
 * Turns the feed on with a new secret, replacing any old one (the old address stops working: revoke and new in
 * one write). A user without a preference row gets one, with its unsubscribe secret and the default delivery.
 */
export async function createFeedToken(db: DbOrTx, userId: string): Promise<string> {
  const feedToken = newSecret();
  await db.notificationPreference.upsert({
    where: { userId },
    create: { userId, feedToken, unsubscribeToken: newSecret() },
    update: { feedToken },
  });
  return feedToken;
}

/** Turns the feed off: its address answers 404 from now on. Nothing to do for a user without preferences. */
export async function revokeFeedToken(db: DbOrTx, userId: string): Promise<void> {
  await db.notificationPreference.updateMany({ where: { userId }, data: { feedToken: null } });
}

/** The user a feed token belongs to, or null for a malformed, unknown or revoked one. */
export async function feedTokenOwner(db: DbOrTx, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const row = await db.notificationPreference.findUnique({ where: { feedToken: token }, select: { userId: true } });
  return row?.userId ?? null;
}
