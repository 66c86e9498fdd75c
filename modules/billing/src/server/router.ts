import { router } from "@hopper/core/trpc";

import { catalogueRouter } from "./procedures/catalogue/catalogue-router";

/** The billing module's API for its pages (`billing.*` under /api/trpc); provider webhooks are routes. */
export const billingRouter = router({
  // Products and prices (/plus, /admin/billing/products) and buying Hopper+ (/plus/checkout).
  catalogue: catalogueRouter,
});

export type BillingRouter = typeof billingRouter;

export default billingRouter;
