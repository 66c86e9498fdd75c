import { router } from "@hopper/core/trpc";

import { queue } from "./queue";

/** The review queue and panel: `moderation.review.*` (staff). */
export const reviewRouter = router({ queue });
