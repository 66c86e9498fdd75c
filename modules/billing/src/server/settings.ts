import { z } from "zod";

const optional = z.string().min(1).optional();

/**
 * The payment provider (docs/billing.md "Providers"): Stripe when STRIPE_SECRET_KEY is set, else the local provider
 * (test cards, no network). Stripe needs all three: the secret key for the API, the publishable key for the Payment
 * Element in the browser, the webhook signing secret (`whsec_…`) for POST /api/billing/webhooks/stripe.
 */
export const billingSettingsSchema = z.object({
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /**
   * The midas perk on the public API: a subscriber's tokens are limited at API_RATE_LIMIT × this (docs/billing.md,
   * "Perks"); 1 turns the perk off.
   */
  PLUS_API_RATE_MULTIPLIER: z.coerce.number().int().min(1).max(100).default(4),
});

export type BillingSettings = z.infer<typeof billingSettingsSchema>;

let cached: BillingSettings | undefined;

export function billingSettings(): BillingSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= billingSettingsSchema.parse(process.env);
  return cached;
}

/** Tests switch providers by changing the environment. */
export function resetBillingSettings(): void {
  cached = undefined;
}
