import { defineModule } from "@hopper/core/module";

import { apiJobs, apiNav, apiPages, apiRest, apiRoutes, apiSlots } from "./api-manifest";
import { chartsJobs, chartsNav, chartsPages, chartsRest, chartsRoutes, chartsSlots } from "./charts-manifest";
import { payoutsJobs, payoutsNav, payoutsPages, payoutsRest, payoutsRoutes, payoutsSlots } from "./payouts-manifest";
import { revenueJobs, revenueNav, revenuePages, revenueRest, revenueRoutes, revenueSlots } from "./revenue-manifest";
import { analyticsSettingsSchema } from "./server/settings";

/**
 * Creator analytics and revenue (docs/analytics.md): charts of views, downloads and revenue (the catalogue counts
 * views and downloads and rolls them up daily), the monthly revenue pool split daily into an append-only ledger,
 * balances with a Net-60 hold, withdrawals through a payout provider (manual by default, PayPal Payouts), and the
 * reference's /v3/analytics and /v3/payout API.
 */
export default defineModule({
  id: "analytics",
  router: () => import("./server/router"),
  settings: analyticsSettingsSchema,
  // charts: /dashboard/analytics, the project and organization analytics tabs, CSV export (charts-manifest.ts)
  // revenue: /dashboard/revenue, /admin/revenue, the daily split (revenue-manifest.ts)
  // payouts: /dashboard/revenue/transfers and /withdraw, /admin/payouts, PayPal (payouts-manifest.ts)
  // api: /v3/analytics and /v3/payout (api-manifest.ts)
  pages: [...chartsPages, ...revenuePages, ...payoutsPages, ...apiPages],
  nav: [...chartsNav, ...revenueNav, ...payoutsNav, ...apiNav],
  slots: [...chartsSlots, ...revenueSlots, ...payoutsSlots, ...apiSlots],
  routes: [...chartsRoutes, ...revenueRoutes, ...payoutsRoutes, ...apiRoutes],
  rest: [...chartsRest, ...revenueRest, ...payoutsRest, ...apiRest],
  jobs: [...chartsJobs, ...revenueJobs, ...payoutsJobs, ...apiJobs],
  // demo-creator's 90 days of views, downloads and revenue, a pool and a paid transfer (docs/analytics.md "Demo data").
  seed: () => import("./seed"),
  dependsOn: ["accounts", "notifications", "catalog"],
});
