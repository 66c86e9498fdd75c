// The billing module's public services (for the CLI, the hosting module and other modules).

// Perks: whether users hold a provisioned midas subscription (docs/billing.md, "Perks").
export { isSubscriber, subscriberIds } from "./services/perks";
// The state machine's loops, for a CLI or an operator to run at a given time (the jobs run them every 5 minutes).
export { runRenewals } from "./services/charges/renewals";
export { runUnprovision } from "./services/charges/unprovision";
// Buying (the hosting panel buys pyro plans with `serverId`), and the events a pyro subscription publishes.
export { startPurchase } from "./services/subscriptions/purchase";
export type { PurchaseInput, PurchaseResult } from "./services/subscriptions/purchase";
export {
  SUBSCRIPTION_PLAN_CHANGED,
  SUBSCRIPTION_PROVISIONED,
  SUBSCRIPTION_SUSPENDED,
} from "./services/provisioning/events";
export type { SubscriptionEvent, SuspendReason } from "./services/provisioning/events";
// A paid pyro subscription with no server (a late payment after a discarded order): hosting makes one and links it.
export { attachServer, paidPyroSubscription } from "./services/subscriptions/attach-server";
export type { PaidPyroSubscription } from "./services/subscriptions/attach-server";
// The catalogue (the hosting panel lists the pyro plans with their prices).
export { listProducts } from "./services/catalogue/products";
export type { PriceView, ProductView } from "./services/catalogue/products";
// The subscription paying for each hosting server and the plans' names (the hosting panel's pages).
export {
  chargePaysForServer,
  productNames,
  serverIsPaid,
  serversWithSubscription,
  subscriptionsOfServers,
} from "./services/subscriptions/of-servers";
export type { SubscriptionState, SubscriptionView } from "./services/subscriptions/list";
// The hosting panel's billing option: a server's plan change (with proration) and cancellation.
export { upgradePlan } from "./services/subscriptions/upgrade";
export type { UpgradeResult } from "./services/subscriptions/upgrade";
export { cancelSubscription } from "./services/subscriptions/cancel";
// The hosting panel's purchase flow: the buyer's cards, adding one, the local provider's card fields, prices shown.
export { listPaymentMethods } from "./services/payment-methods/list";
export type { PaymentMethodView } from "./services/payment-methods/list";
export { addPaymentMethod } from "./services/payment-methods/add";
export { paymentProvider } from "./services/providers/configured";
// The hosting purchase flow's own 3-D Secure step for the local provider (it returns to the bought server).
export { answerLocalConfirmation, localConfirmation } from "./services/webhooks/local-confirm";
// Stripe in the hosting purchase flow (its components are @hopper/billing/ui): the buyer's 3-D Secure step after Pay.
export { paymentAction } from "./services/checkout/payment-action";
export type { PaymentAction } from "./services/checkout/payment-action";
export { stripeOnPages } from "./services/providers/configured";
// The hosting demo: demo-creator's server plan, paid (modules/hosting/src/seed.ts).
export { seedDemoServerSubscription } from "./services/demo/demo-billing";
