import { randomBytes } from "node:crypto";

import type { DbOrTx } from "@hopper/core/db";

/** Salts are kept this many days after their own: long enough for a window that spans midnight, then deleted. */
export const SALT_RETENTION_DAYS = 2;

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The day's random salt, created on first use. Two requests racing to create it both insert with ON CONFLICT DO
 * NOTHING and then read the one row that won, so every key of a day is made with the same salt.
 */
export async function dailySalt(db: DbOrTx, now = new Date()): Promise<Buffer> {
  const day = utcDay(now);
  const existing = await db.visitorSalt.findUnique({ where: { day: new Date(`${day}T00:00:00Z`) } });
  if (existing) return Buffer.from(existing.salt);
  await db.$executeRaw`
    INSERT INTO visitor_salts (day, salt) VALUES (${day}::date, ${randomBytes(32)}) ON CONFLICT (day) DO NOTHING`;
  const row = await db.visitorSalt.findUniqueOrThrow({ where: { day: new Date(`${day}T00:00:00Z`) } });
  return Buffer.from(row.salt);
}

/** Deletes salts older than SALT_RETENTION_DAYS, after which the keys made with them cannot be traced to anyone. */
export async function pruneSalts(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(`${utcDay(now)}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - SALT_RETENTION_DAYS);
  const { count } = await db.visitorSalt.deleteMany({ where: { day: { lt: cutoff } } });
  return count;
}
