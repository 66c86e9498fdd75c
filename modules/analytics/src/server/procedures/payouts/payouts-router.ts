import { router } from "@hopper/core/trpc";

import { adminOpen } from "./admin-open";
import { cancel } from "./cancel";
import { decide } from "./decide";
import { history } from "./history";
import { methods } from "./methods";
import { options } from "./options";
import { quote } from "./quote";
import { withdraw } from "./withdraw";

/**
 * `analytics.payouts.*`: what /dashboard/revenue/transfers, /dashboard/revenue/withdraw and /admin/payouts read and
 * do (docs/analytics.md "Payouts"). The reference's /v3/payout routes call the same services.
 */
export const payoutsRouter = router({ methods, options, quote, withdraw, cancel, history, adminOpen, decide });
