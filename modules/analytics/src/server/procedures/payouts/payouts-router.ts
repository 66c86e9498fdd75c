import { router } from "@hopper/core/trpc";

/** `analytics.payouts.*` (filled in by the payouts part; one procedure per file beside this one). */
export const payoutsRouter = router({});
