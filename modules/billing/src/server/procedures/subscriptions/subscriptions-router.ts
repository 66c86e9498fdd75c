import { router } from "@hopper/core/trpc";

import { upgrade } from "./upgrade";

/**
 * `billing.subscriptions.*`: changes of a subscription beyond the settings page's (cancel, interval, resubscribe
 * are `billing.settings.*`): the server plan change with proration.
 */
export const subscriptionsRouter = router({ upgrade });
