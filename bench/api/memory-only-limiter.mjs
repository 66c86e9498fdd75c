// Benchmark-only preload (`node --import`): puts the API limiter of before 2026-11-27 (memory-window.ts: counted in
// this process alone) where apps/web/server/rest-handler.ts looks first, so one build measures before and after.
function memoryRateLimiter(limit, windowSeconds = 60) {
  const windows = new Map();
  let lastSweep = 0;
  function hit(key, now = Date.now(), keyLimit = limit) {
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
  hit.peek = (key, now = Date.now(), keyLimit = limit) => {
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
globalThis.hopperApiLimiter = memoryRateLimiter(Number(process.env.API_RATE_LIMIT ?? 300));
