import { router } from "@hopper/core/trpc";

import { chartsRouter } from "./procedures/charts/charts-router";
import { payoutsRouter } from "./procedures/payouts/payouts-router";
import { revenueRouter } from "./procedures/revenue/revenue-router";

/** The analytics module's API for its pages (`analytics.*` under /api/trpc); launchers use /v3/analytics and /v3/payout. */
export const analyticsRouter = router({
  // Views, downloads and revenue over time (/dashboard/analytics, project and organization analytics tabs).
  charts: chartsRouter,
  // The revenue pool, the split and the ledger (/dashboard/revenue, /admin/revenue, demonetizing).
  revenue: revenueRouter,
  // Withdrawals and the payout providers (/dashboard/revenue/transfers, /withdraw, /admin/payouts).
  payouts: payoutsRouter,
});

export default analyticsRouter;
