import { randomBytes } from "node:crypto";

import type { DbOrTx } from "@hopper/core/db";

import { isDelivery, UNSUBSCRIBE_TOKEN_MAX } from "./delivery";
import type { Delivery } from "./delivery";
import { problem, refusal } from "./refusals";

/** A new secret for the digest's unsubscribe link: 256 random bits, URL-safe. */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");

/** What the settings page shows: a user without a row gets mail from nobody ("site"). */
export async function getDeliveryPreference(db: DbOrTx, userId: string): Promise<{ delivery: Delivery }> {
  const row = await db.notificationPreference.findUnique({ where: { userId }, select: { delivery: true } });
  return { delivery: row && isDelivery(row.delivery) ? row.delivery : "site" };
}

/**
 * Sets how `userId` gets news, creating the row (with its unsubscribe token) on first use. In one statement, so
 * two tabs saving at once cannot make two rows or lose a token. Moving from "site" to a digest starts the digest's
 * window now: the first mail covers what comes after the choice, one period later, not the user's whole history.
 * Daily ↔ weekly keeps the window, so nothing is sent twice or skipped.
 */
export async function setDelivery(db: DbOrTx, userId: string, delivery: Delivery): Promise<{ delivery: Delivery }> {
  const startsDigest = delivery !== "site";
  await db.$executeRaw`
    INSERT INTO notification_preferences (user_id, delivery, unsubscribe_token, digest_sent_until, updated_at)
    VALUES (${userId}, ${delivery}, ${newUnsubscribeToken()}, ${startsDigest ? new Date() : null}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      delivery = EXCLUDED.delivery,
      digest_sent_until = CASE
        WHEN notification_preferences.delivery = 'site' AND EXCLUDED.delivery <> 'site' THEN now()
        ELSE notification_preferences.digest_sent_until END,
      updated_at = now()`;
  return { delivery };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

/** The one answer for every token that unsubscribes nobody: unknown, malformed or too long alike. */
export const unsubscribeNotFound = () => refusal("not_found", problem("unsubscribeNotFound"));

/**
 * The digest's one-click unsubscribe (no sign-in: the token is the proof): delivery goes back to "site".
 * Idempotent: a second click (or the mail client's RFC 8058 POST after the person's own) answers the same.
 */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<void> {
  if (token.length === 0 || token.length > UNSUBSCRIBE_TOKEN_MAX || !TOKEN_SHAPE.test(token)) {
    throw unsubscribeNotFound();
  }
  const { count } = await db.notificationPreference.updateMany({
    where: { unsubscribeToken: token },
    data: { delivery: "site" },
  });
  if (count === 0) throw unsubscribeNotFound();
}

/** Whether `token` names someone's preferences (the unsubscribe page's GET, which must change nothing). */
export async function unsubscribeTokenExists(db: DbOrTx, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > UNSUBSCRIBE_TOKEN_MAX || !TOKEN_SHAPE.test(token)) return false;
  const row = await db.notificationPreference.findUnique({
    where: { unsubscribeToken: token },
    select: { userId: true },
  });
  return row !== null;
}
