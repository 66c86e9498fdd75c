import { router } from "@hopper/core/trpc";

/** `analytics.revenue.*` (filled in by the revenue part; one procedure per file beside this one). */
export const revenueRouter = router({});
