import { createHmac } from "node:crypto";

import { safeEqual } from "@hopper/core/auth";
import { authSecret } from "@hopper/core/config";

export const PENDING_COOKIE = "hopper_2fa_pending";
export const PENDING_LIFETIME_SECONDS = 5 * 60;

const sign = (body: string) => createHmac("sha256", authSecret()).update(`2fa-pending:${body}`).digest("base64url");

/** Proof that a password check passed for `userId`, waiting for the second factor. */
export function createPendingToken(userId: string, now = Date.now()): string {
  const body = `${userId}.${Math.floor(now / 1000) + PENDING_LIFETIME_SECONDS}`;
  return `${body}.${sign(body)}`;
}

export function readPendingToken(token: string, now = Date.now()): string | null {
  const [userId, expires, signature] = token.split(".");
  if (!userId || !expires || !signature) return null;
  if (!safeEqual(signature, sign(`${userId}.${expires}`))) return null;
  if (Number(expires) * 1000 < now) return null;
  return userId;
}
