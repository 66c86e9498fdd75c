// The billing module's public services (for the CLI, the hosting module and other modules).

// Perks: whether users hold a provisioned midas subscription (docs/billing.md, "Perks").
export { isSubscriber, subscriberIds } from "./services/perks";
// The state machine's loops, for a CLI or an operator to run at a given time (the jobs run them every 5 minutes).
export { runRenewals } from "./services/charges/renewals";
export { runUnprovision } from "./services/charges/unprovision";
