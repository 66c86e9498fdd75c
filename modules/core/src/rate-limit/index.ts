export { enforceRateLimits, hitRateLimit, pruneRateLimits } from "./rate-limit";
export type { RateLimitRule, RateLimitState } from "./rate-limit";
export { sharedRateLimiter } from "./shared-window";
export type { ApiRateLimiter, SharedRateLimiter, SharedRateLimiterOptions } from "./shared-window";
