import type { DbOrTx } from "../db/client";
import { shellRefusalWith } from "../errors/app-error";

export interface RateLimitRule {
  /** What is counted, e.g. `sign-in:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Counts one hit in a fixed window stored in PostgreSQL, so every web instance shares the count.
 * One upsert per hit; old windows are deleted by the same statement's neighbour (pruneRateLimits).
 */
export async function hitRateLimit(db: DbOrTx, rule: RateLimitRule, now = Date.now()): Promise<RateLimitState> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (${rule.key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  const count = rows[0]?.count ?? 1;
  return {
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000),
    allowed: count <= rule.limit,
  };
}

/** Throws the API's ratelimit_error when any rule is exceeded. */
export async function enforceRateLimits(db: DbOrTx, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const state = await hitRateLimit(db, rule);
    if (!state.allowed) {
      // The shell catalogue's refusals.rateLimited, so a site form (sign-up, password reset) says it in the
      // reader's language; the seconds are a number there, for the language's plural.
      throw shellRefusalWith(
        "ratelimit_error",
        "rateLimited",
        `Too many attempts. Try again in ${state.resetSeconds} second${state.resetSeconds === 1 ? "" : "s"}.`,
        { seconds: state.resetSeconds },
      );
    }
  }
}

export async function pruneRateLimits(db: DbOrTx, olderThan = new Date(Date.now() - 86_400_000)): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: olderThan } } });
  return count;
}
