export { enforceRateLimits, hitRateLimit, pruneRateLimits } from "./rate-limit";
export type { RateLimitRule, RateLimitState } from "./rate-limit";
export { memoryRateLimiter } from "./memory-window";
