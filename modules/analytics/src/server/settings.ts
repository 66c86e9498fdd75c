import { z } from "zod";

const optional = z.string().min(1).optional();

/**
 * Analytics' slice of the configuration (docs/analytics.md "Configuration"). Counting (views, downloads, GeoIP)
 * is the catalogue's; this is the revenue model and the payout providers.
 */
export const analyticsSettingsSchema = z.object({
  /** Days after the end of the month an earning becomes available to withdraw (Net-60). */
  REVENUE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(60),
  /**
   * The payout provider: `manual` (staff pay by hand and mark payouts paid or failed on /admin/payouts) or
   * `paypal` (PayPal Payouts; needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).
   */
  PAYOUT_PROVIDER: z.enum(["manual", "paypal"]).default("manual"),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  /** PayPal's REST API: the live one by default, https://api-m.sandbox.paypal.com for the sandbox. */
  PAYPAL_API_URL: z.url().default("https://api-m.paypal.com"),
  /** The webhook id PayPal gave the payouts webhook, to verify its deliveries. */
  PAYPAL_WEBHOOK_ID: optional,
});

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

let cached: AnalyticsSettings | undefined;

export function analyticsSettings(): AnalyticsSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= analyticsSettingsSchema.parse(process.env);
  return cached;
}

/** Tests switch providers and holds by changing the environment. */
export function resetAnalyticsSettings(): void {
  cached = undefined;
}
