// The events a pyro subscription's provisioning publishes (docs/billing.md "Perks"); the hosting module's jobs
// subscribe to them by these names.

/** A pyro period was paid: create the subscription's server, or resume it when suspended. */
export const SUBSCRIPTION_PROVISIONED = "billing.subscription.provisioned";
/** A pyro period ended unpaid or cancelled: suspend the subscription's server (`reason`). */
export const SUBSCRIPTION_SUSPENDED = "billing.subscription.suspended";

/**
 * A pyro subscription's plan changed: a paid upgrade (whenever its payment is confirmed: at once, by webhook, after
 * 3-D Secure) or a downgrade applied at renewal. The hosting module applies the plan to the server (retried).
 */
export const SUBSCRIPTION_PLAN_CHANGED = "billing.subscription.plan-changed";

export type SuspendReason = "cancelled" | "paymentfailed";

export interface SubscriptionEvent {
  subscriptionId: string;
  userId: string;
  /** The hosting module's server this subscription pays for (set when bought from the hosting panel). */
  serverId: string | null;
  /** Only on SUBSCRIPTION_SUSPENDED. */
  reason?: SuspendReason;
}
