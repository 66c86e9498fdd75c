import { router } from "@hopper/core/trpc";

import { catalogueRouter } from "./procedures/catalogue/catalogue-router";
import { localPaymentsRouter } from "./procedures/local-payments/local-payments-router";
import { paymentMethodsRouter } from "./procedures/payment-methods/payment-methods-router";
import { purchaseRouter } from "./procedures/purchase/purchase-router";
import { settingsRouter } from "./procedures/settings/settings-router";
import { subscriptionsRouter } from "./procedures/subscriptions/subscriptions-router";

/** The billing module's API for its pages (`billing.*` under /api/trpc); provider webhooks are routes. */
export const billingRouter = router({
  // Products and prices (/plus, /admin/billing/products) and buying Hopper+ (/plus/checkout).
  catalogue: catalogueRouter,
  purchase: purchaseRouter,
  paymentMethods: paymentMethodsRouter,
  localPayments: localPaymentsRouter,
  // /settings/billing, its charges and receipts, /admin/billing/{id}.
  settings: settingsRouter,
  // A server plan's change with proration.
  subscriptions: subscriptionsRouter,
});

export type BillingRouter = typeof billingRouter;

export default billingRouter;
