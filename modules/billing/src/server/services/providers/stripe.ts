import { randomUUID } from "node:crypto";

import Stripe from "stripe";

import { AppError } from "@hopper/core/errors";

import { problem, refusal } from "../payment-methods/refusals";
import type {
  CollectOutcome,
  CollectRequest,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentMethod,
  SetupSession,
} from "./provider";

/** The package's pluggable HTTP client (its types name it only through the config). */
export type StripeHttpClient = NonNullable<Stripe.StripeConfig["httpClient"]>;

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** The endpoint's signing secret (`whsec_…`): without it every webhook is refused. */
  webhookSecret: string | undefined;
  /** Tests capture the requests offline with their own client (the package's own extension point). */
  httpClient?: StripeHttpClient;
  /** The clock for the webhook timestamp tolerance (tests move it). */
  clock?: () => Date;
}

/** Stripe's answer for a refused card or request, as Hopper's refusal (the message is Stripe's, for the user). */
function refusedBy(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeCardError) return new AppError("invalid_input", error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return refusal("invalid_input", problem("providerError", { message: error.message }));
  }
  if (error instanceof Stripe.errors.StripeError) return refusal("internal_error", problem("providerUnavailable"));
  return error instanceof AppError ? error : refusal("internal_error", problem("providerUnavailable"));
}

function methodOf(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  const card = method.card;
  return {
    providerMethodId: method.id,
    brand: card?.brand ?? method.type.slice(0, 16),
    last4: card?.last4 ?? "0000",
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
}

const chargeIdOf = (metadata: Stripe.Metadata | null | undefined) => metadata?.charge_id ?? null;

/**
 * The Stripe adapter (docs/billing.md "Providers"): customers, SetupIntents for the Payment Element, PaymentIntents
 * for charges (confirmed at once; `off_session` for renewals), refunds and signed webhooks. Every create carries an
 * idempotency key, so a retried request never makes a second object at Stripe.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      httpClient: options.httpClient,
      maxNetworkRetries: 2,
      appInfo: { name: "Hopper" },
    });
  }

  async createCustomer(input: { userId: string; email: string | null; username: string }): Promise<string> {
    try {
      const customer = await this.stripe.customers.create(
        { name: input.username, email: input.email ?? undefined, metadata: { user_id: input.userId } },
        // One customer per user even when two tabs ask at once.
        { idempotencyKey: `customer:${input.userId}` },
      );
      return customer.id;
    } catch (error) {
      throw refusedBy(error);
    }
  }

  async setupSession(providerCustomerId: string): Promise<SetupSession> {
    try {
      const intent = await this.stripe.setupIntents.create(
        {
          customer: providerCustomerId,
          usage: "off_session",
          // As the charges: no method that leaves the page, so confirmSetup({ redirect: "if_required" }) always
          // comes back to the form and a method that could not be charged off-session is never saved.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        },
        // Each visit is its own session; the key only stops a retried request from making two.
        { idempotencyKey: `setup:${providerCustomerId}:${randomUUID()}` },
      );
      if (!intent.client_secret) throw refusal("internal_error", problem("providerUnavailable"));
      return { provider: "stripe", clientSecret: intent.client_secret, publishableKey: this.options.publishableKey };
    } catch (error) {
      throw refusedBy(error);
    }
  }

  async attachPaymentMethod(providerCustomerId: string, input: Record<string, string>): Promise<ProviderPaymentMethod> {
    if (input.setupIntentId !== undefined) return this.methodOfSetupIntent(providerCustomerId, input.setupIntentId);
    const id = input.paymentMethodId ?? "";
    if (!/^pm_[A-Za-z0-9_]{1,250}$/.test(id)) throw refusal("invalid_input", problem("stripeMethodMissing"));
    try {
      // The Payment Element's SetupIntent usually attached it already; attach only a method of no customer, and
      // never take another customer's method.
      let method = await this.stripe.paymentMethods.retrieve(id);
      const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
      if (owner && owner !== providerCustomerId) throw refusal("invalid_input", problem("stripeMethodMissing"));
      if (!owner) method = await this.stripe.paymentMethods.attach(id, { customer: providerCustomerId });
      return methodOf(method);
    } catch (error) {
      throw refusedBy(error);
    }
  }

  /**
   * The Payment Element's flow: the browser confirmed the SetupIntent (setupSession) with Stripe.js and sends its id.
   * The method is what Stripe says the intent saved — never the browser's word: the intent must be this customer's
   * and succeeded (Stripe attached the method to the customer when it succeeded).
   */
  private async methodOfSetupIntent(providerCustomerId: string, id: string): Promise<ProviderPaymentMethod> {
    if (!/^seti_[A-Za-z0-9_]{1,250}$/.test(id)) throw refusal("invalid_input", problem("stripeMethodMissing"));
    try {
      const intent = await this.stripe.setupIntents.retrieve(id, { expand: ["payment_method"] });
      const customer = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
      const method = intent.payment_method;
      if (customer !== providerCustomerId || intent.status !== "succeeded" || !method) {
        throw refusal("invalid_input", problem("stripeMethodMissing"));
      }
      return methodOf(typeof method === "string" ? await this.stripe.paymentMethods.retrieve(method) : method);
    } catch (error) {
      throw refusedBy(error);
    }
  }

  async detachPaymentMethod(providerMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(providerMethodId);
    } catch (error) {
      // Already detached (or deleted at Stripe): what removal wanted.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw refusedBy(error);
    }
  }

  async collect(request: CollectRequest): Promise<CollectOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: request.providerCustomerId,
          payment_method: request.providerMethodId,
          confirm: true,
          off_session: request.offSession ? true : undefined,
          // Cards and wallets only: no method that leaves the page for a redirect Hopper does not handle.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          description: request.description.slice(0, 1000),
          metadata: { charge_id: request.chargeId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      switch (intent.status) {
        case "succeeded":
          return { status: "succeeded", providerPaymentId: intent.id };
        case "processing":
          return { status: "processing", providerPaymentId: intent.id };
        case "requires_action":
        case "requires_confirmation":
          return {
            status: "requires_action",
            providerPaymentId: intent.id,
            clientSecret: intent.client_secret ?? undefined,
          };
        default:
          return {
            status: "failed",
            providerPaymentId: intent.id,
            message: intent.last_payment_error?.message ?? problem("cardDeclined").text,
          };
      }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
        return { status: "failed", providerPaymentId: intent?.id ?? null, message: error.message };
      }
      throw refusedBy(error);
    }
  }

  async paymentActionSecret(providerPaymentId: string): Promise<string | null> {
    if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(providerPaymentId)) return null;
    try {
      const intent = await this.stripe.paymentIntents.retrieve(providerPaymentId);
      return intent.status === "requires_action" ? (intent.client_secret ?? null) : null;
    } catch (error) {
      throw refusedBy(error);
    }
  }

  async refund(input: { providerPaymentId: string; amount: number; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amount },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    } catch (error) {
      throw refusedBy(error);
    }
  }

  parseWebhook(rawBody: string, headers: Headers): ProviderEvent {
    const secret = this.options.webhookSecret;
    if (!secret) throw refusal("invalid_input", problem("webhookUnconfigured"));
    const signature = headers.get("stripe-signature");
    if (!signature) throw refusal("invalid_input", problem("webhookSignature"));
    let event: Stripe.Event;
    try {
      // Milliseconds: the package divides by 1000 itself.
      const receivedAt = (this.options.clock?.() ?? new Date()).getTime();
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, receivedAt);
    } catch {
      throw refusal("invalid_input", problem("webhookSignature"));
    }
    return stripeEventToProvider(event);
  }
}

/** A verified Stripe event as the charges understand it; the others are recorded and ignored. */
export function stripeEventToProvider(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case "payment_intent.succeeded":
    case "payment_intent.processing": {
      const intent = event.data.object;
      const type = event.type === "payment_intent.succeeded" ? "payment.succeeded" : "payment.processing";
      return { eventId: event.id, type, providerPaymentId: intent.id, chargeId: chargeIdOf(intent.metadata) };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: "payment.failed",
        providerPaymentId: intent.id,
        chargeId: chargeIdOf(intent.metadata),
        message: (intent.last_payment_error?.message ?? problem("cardDeclined").text).slice(0, 500),
      };
    }
    case "payment_method.attached": {
      const method = event.data.object;
      const customer = typeof method.customer === "string" ? method.customer : method.customer?.id;
      if (!customer) return { eventId: event.id, type: "ignored", providerType: event.type };
      return {
        eventId: event.id,
        type: "payment_method.attached",
        providerCustomerId: customer,
        method: methodOf(method),
      };
    }
    default:
      return { eventId: event.id, type: "ignored", providerType: event.type.slice(0, 64) };
  }
}
