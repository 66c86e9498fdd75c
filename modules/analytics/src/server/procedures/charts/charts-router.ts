import { router } from "@hopper/core/trpc";

/** `analytics.charts.*` (filled in by the charts part; one procedure per file beside this one). */
export const chartsRouter = router({});
