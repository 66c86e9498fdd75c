import type { RateLimitRule } from "@hopper/core/rate-limit";

import { REPORTS_PER_HOUR } from "./report-limits";

/** The rule a new report counts against: REPORTS_PER_HOUR per reporter, shared by every web instance. */
export const reportRateLimit = (userId: string): RateLimitRule => ({
  key: `report:user:${userId}`,
  limit: REPORTS_PER_HOUR,
  windowSeconds: 3600,
});
