import { analyticsSettings } from "../../../settings";
import { manualProvider } from "./manual";
import { PaypalProvider } from "./paypal/paypal";
import type { PayoutProvider } from "./provider";

let paypal: { key: string; provider: PaypalProvider } | null = null;

/** The PayPal provider when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, else null (one per configuration). */
export function paypalProvider(): PaypalProvider | null {
  const settings = analyticsSettings();
  if (!settings.PAYPAL_CLIENT_ID || !settings.PAYPAL_CLIENT_SECRET) return null;
  const config = {
    clientId: settings.PAYPAL_CLIENT_ID,
    clientSecret: settings.PAYPAL_CLIENT_SECRET,
    apiUrl: settings.PAYPAL_API_URL,
    ...(settings.PAYPAL_WEBHOOK_ID ? { webhookId: settings.PAYPAL_WEBHOOK_ID } : {}),
  };
  const key = JSON.stringify(config);
  // One client per configuration keeps its OAuth token between requests.
  if (paypal?.key !== key) paypal = { key, provider: new PaypalProvider(config) };
  return paypal.provider;
}

/**
 * The provider new withdrawals go to (PAYOUT_PROVIDER). PayPal without its credentials falls back to manual, so a
 * half-configured site never strands a withdrawal (the configuration check reports the missing variables).
 */
export function payoutProvider(): PayoutProvider {
  if (analyticsSettings().PAYOUT_PROVIDER === "paypal") return paypalProvider() ?? manualProvider;
  return manualProvider;
}

/** The provider that carries an existing payout (its `provider` column), or null for one no longer configured. */
export function providerById(id: string): PayoutProvider | null {
  if (id === "manual") return manualProvider;
  if (id === "paypal") return paypalProvider();
  return null;
}
