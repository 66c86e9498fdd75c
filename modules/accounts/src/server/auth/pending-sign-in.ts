import { createHmac } from "node:crypto";

import { safeEqual } from "@hopper/core/auth";
import { authSecret } from "@hopper/core/config";
import { db } from "@hopper/core/db";

import { findUserIdBySignInName } from "../services/find-user";

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

/**
 * After a password check passed but a second factor is required (Auth.js reports only that), the pending
 * token for the account the sign-in name belongs to; null when no account has that name.
 */
export async function pendingTokenForSignInName(identifier: string): Promise<string | null> {
  const userId = await findUserIdBySignInName(db(), identifier);
  return userId ? createPendingToken(userId) : null;
}
