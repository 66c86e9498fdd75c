import { createHmac } from "node:crypto";

import type { DbOrTx } from "@hopper/core/db";

import { ipPrefix } from "./ip-prefix";
import { dailySalt, utcDay } from "./salts";

export interface Visitor {
  ip: string;
  userId?: string | null;
}

/**
 * Who a view or download is de-duplicated on: a signed-in viewer by their account (so one person on several
 * networks is one visitor), anyone else by their IP prefix (IPv4 /32, IPv6 /64).
 */
export function visitorSubject(visitor: Visitor): string {
  return visitor.userId ? `user:${visitor.userId}` : ipPrefix(visitor.ip);
}

export function keyWith(salt: Uint8Array, subject: string): string {
  return createHmac("sha256", salt).update(subject).digest("hex");
}

/**
 * The visitor's key: hex HMAC-SHA256 of the subject under the day's salt. Only the key is stored, never the
 * address; once the salt is deleted nobody can recompute keys by trying every address.
 */
export async function visitorKey(db: DbOrTx, visitor: Visitor, now = new Date()): Promise<string> {
  return keyWith(await dailySalt(db, now), visitorSubject(visitor));
}

/**
 * The visitor's key today, and every key they had in the window before `now`: a window that crosses midnight
 * covers two salts, and the visitor's events of yesterday carry yesterday's key. Past salts are only read, never
 * created (a day without a salt has no events).
 */
export async function visitorKeys(
  db: DbOrTx,
  visitor: Visitor,
  windowHours: number,
  now = new Date(),
): Promise<{ key: string; keys: string[] }> {
  const subject = visitorSubject(visitor);
  const key = keyWith(await dailySalt(db, now), subject);
  const firstDay = utcDay(new Date(now.getTime() - windowHours * 3600_000));
  const today = utcDay(now);
  if (firstDay === today) return { key, keys: [key] };
  const earlier = await db.visitorSalt.findMany({
    where: { day: { gte: new Date(`${firstDay}T00:00:00Z`), lt: new Date(`${today}T00:00:00Z`) } },
  });
  return { key, keys: [key, ...earlier.map((row) => keyWith(row.salt, subject))] };
}
