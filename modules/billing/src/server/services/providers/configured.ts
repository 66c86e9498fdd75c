import { sendJob } from "@hopper/core/jobs";

import { billingSettings } from "../../settings";
import { LocalProvider } from "./local";
import type { LocalEvent } from "./local";
import type { PaymentProvider, ProviderId } from "./provider";
import { StripeProvider } from "./stripe";

/** The job that delivers a local provider event through the webhook route (jobs/local-webhook.ts). */
export const LOCAL_WEBHOOK_JOB = "billing.local-webhook";

/** The local provider's events go out as a job, so the web request answers first, as with Stripe. */
const queueLocalEvent = async (event: LocalEvent) => {
  await sendJob(LOCAL_WEBHOOK_JOB, { event }, { singletonKey: event.id });
};

let local: LocalProvider | undefined;
let stripe: { key: string; provider: StripeProvider } | undefined;

/** The local provider (always available: its webhook route answers whatever provider is configured). */
export function localProvider(): LocalProvider {
  local ??= new LocalProvider({ deliver: queueLocalEvent });
  return local;
}

/** The Stripe adapter when STRIPE_SECRET_KEY is set, else null. */
export function stripeProvider(): StripeProvider | null {
  const settings = billingSettings();
  if (!settings.STRIPE_SECRET_KEY) return null;
  if (stripe?.key !== settings.STRIPE_SECRET_KEY) {
    stripe = {
      key: settings.STRIPE_SECRET_KEY,
      provider: new StripeProvider({
        secretKey: settings.STRIPE_SECRET_KEY,
        publishableKey: settings.STRIPE_PUBLISHABLE_KEY ?? "",
        webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
      }),
    };
  }
  return stripe.provider;
}

/**
 * What the pages' "add a payment method" shows: Stripe's Payment Element when Stripe is configured for the server
 * (STRIPE_SECRET_KEY) and the browser (STRIPE_PUBLISHABLE_KEY), else null (the local provider's card fields). The web
 * server opens the Content-Security-Policy to Stripe on the same condition (apps/web/server/content-security-policy.ts).
 */
export function stripeOnPages(): { publishableKey: string } | null {
  const settings = billingSettings();
  if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_PUBLISHABLE_KEY) return null;
  return { publishableKey: settings.STRIPE_PUBLISHABLE_KEY };
}

/** The payment provider new customers, methods and charges use: Stripe when STRIPE_SECRET_KEY is set, else local. */
export function paymentProvider(): PaymentProvider {
  return stripeProvider() ?? localProvider();
}

/**
 * The provider a stored row names (a charge or method made before a switch keeps its provider), or null when that
 * provider is not configured any more.
 */
export function providerById(id: string): PaymentProvider | null {
  if (id === "local") return localProvider();
  if (id === "stripe") return stripeProvider();
  return null;
}

export type { ProviderId };
