import { router } from "@hopper/core/trpc";

import { action } from "./action";
import { review } from "./review";
import { start } from "./start";

/** The purchase flow: `billing.purchase.*` (/plus/checkout). */
export const purchaseRouter = router({ review, start, action });
