import type { RateLimitState } from "./rate-limit";
import type { ApiRateLimiter } from "./shared-window";

/**
 * Fixed-window counters in this process's memory only: tests that need a small limit without a database. The
 * public API uses sharedRateLimiter (the same counting, synced across web instances through PostgreSQL).
 */
export function memoryRateLimiter(limit: number, windowSeconds = 60): ApiRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  // `keyLimit`: this key's own limit (a Hopper+ subscriber's tokens are allowed a multiple of the default).
  function hit(key: string, now = Date.now(), keyLimit = limit): RateLimitState {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (w.start < start) windows.delete(k);
      lastSweep = now;
    }
    const current = windows.get(key);
    const entry = current && current.start === start ? current : { start, count: 0 };
    entry.count += 1;
    windows.set(key, entry);
    return {
      limit: keyLimit,
      remaining: Math.max(0, keyLimit - entry.count),
      resetSeconds: Math.ceil((start + windowMs - now) / 1000),
      allowed: entry.count <= keyLimit,
    };
  }
  /**
   * The key's state without counting a hit: `allowed` while one more hit would be within the limit (the API asks
   * it before a token lookup, so a flood of bogus tokens from one address stops costing a database query each).
   */
  hit.peek = (key: string, now = Date.now(), keyLimit = limit): RateLimitState => {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const current = windows.get(key);
    const count = current && current.start === start ? current.count : 0;
    return {
      limit: keyLimit,
      remaining: Math.max(0, keyLimit - count),
      resetSeconds: Math.ceil((start + windowMs - now) / 1000),
      allowed: count < keyLimit,
    };
  };
  return hit;
}
