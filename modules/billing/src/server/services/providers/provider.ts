// The payment provider interface (docs/billing.md, "Providers"). The charge state machine (services/charges)
// speaks only this; the local provider (no network, the default) and the Stripe adapter implement it. Money is
// integer minor units with an ISO 4217 currency.

export type ProviderId = "local" | "stripe";

/** A saved payment method as the provider describes it: only these facts are stored by Hopper. */
export interface ProviderPaymentMethod {
  providerMethodId: string;
  /** amazon_pay, amex, cashapp, diners, discover, eftpos, jcb, mastercard, paypal, unionpay, visa, unknown */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the browser needs to save a card: the local form, or Stripe's SetupIntent for the Payment Element. */
export type SetupSession = { provider: "local" } | { provider: "stripe"; clientSecret: string; publishableKey: string };

/**
 * The outcome of asking the provider to collect a charge. `processing`: the provider confirms later through a
 * webhook (the local provider always does this for a successful card, so both providers share the webhook path).
 * `requires_action`: the customer must confirm (3-D Secure); `actionUrl` is where the browser goes (local) or
 * `clientSecret` is what Stripe.js confirms. `failed`: refused now, with the provider's message for the user.
 */
export type CollectOutcome =
  | { status: "processing"; providerPaymentId: string }
  | { status: "succeeded"; providerPaymentId: string }
  | { status: "requires_action"; providerPaymentId: string; actionUrl?: string; clientSecret?: string }
  | { status: "failed"; providerPaymentId: string | null; message: string };

export interface CollectRequest {
  /** Hopper's charge id: sent as the provider's metadata so webhooks find the charge. */
  chargeId: string;
  providerCustomerId: string;
  providerMethodId: string;
  amount: number;
  currency: string;
  /** A renewal the customer is not present for (Stripe `off_session`). */
  offSession: boolean;
  /**
   * Same key → same payment at the provider: `${chargeId}:${attempt}`. A retried request (double click, crash and
   * rerun) never creates a second payment.
   */
  idempotencyKey: string;
  description: string;
}

/** A provider event, normalised: the webhook route records `eventId` once and hands the rest to the charges. */
export type ProviderEvent =
  | { eventId: string; type: "payment.succeeded"; providerPaymentId: string; chargeId: string | null }
  | { eventId: string; type: "payment.processing"; providerPaymentId: string; chargeId: string | null }
  | {
      eventId: string;
      type: "payment.failed";
      providerPaymentId: string;
      chargeId: string | null;
      message: string;
    }
  | { eventId: string; type: "payment_method.attached"; providerCustomerId: string; method: ProviderPaymentMethod }
  | { eventId: string; type: "ignored"; providerType: string };

export interface PaymentProvider {
  readonly id: ProviderId;
  /** The provider's customer for a user, created on first use (Hopper stores the id in billing_customers). */
  createCustomer(input: { userId: string; email: string | null; username: string }): Promise<string>;
  /** What the page needs to let the user add a payment method. */
  setupSession(providerCustomerId: string): Promise<SetupSession>;
  /**
   * Saves a payment method from what the page sent: the local provider's card fields, or the id of the Stripe
   * PaymentMethod the Payment Element created. Throws an AppError with the provider's message when refused.
   */
  attachPaymentMethod(providerCustomerId: string, input: Record<string, string>): Promise<ProviderPaymentMethod>;
  detachPaymentMethod(providerMethodId: string): Promise<void>;
  collect(request: CollectRequest): Promise<CollectOutcome>;
  /**
   * The secret the browser needs to finish a payment waiting for the customer (3-D Secure), or null when it waits for
   * nothing (any more). Stripe: the PaymentIntent's client secret while it `requires_action`, for Stripe.js's
   * handleNextAction. The local provider answers null: its confirmation is a page of this site (`actionUrl`).
   */
  paymentActionSecret(providerPaymentId: string): Promise<string | null>;
  /** Refunds part or all of a succeeded payment; idempotent by key. */
  refund(input: { providerPaymentId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Verifies a webhook's signature over the raw body and normalises it; throws AppError("invalid_input") if bad. */
  parseWebhook(rawBody: string, headers: Headers): ProviderEvent;
}
