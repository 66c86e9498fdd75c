import { router } from "@hopper/core/trpc";

import { decide } from "./decide";
import { lock } from "./lock";
import { lockStatus } from "./lock-status";
import { queue } from "./queue";
import { unlock } from "./unlock";

/** The review queue and panel: `moderation.review.*` (staff). */
export const reviewRouter = router({ queue, lock, unlock, lockStatus, decide });
