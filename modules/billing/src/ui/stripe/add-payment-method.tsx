import type { ReactNode } from "react";

import { StripePaymentElement } from "./stripe-payment-element";

/**
 * "Add a payment method" on /plus/checkout and /settings/billing: with Stripe configured (`stripeOnPages()`), Stripe's
 * Payment Element and nothing of the local form; otherwise `children`, the local provider's card form.
 */
export function AddPaymentMethod({
  stripe,
  donePath,
  methodParam,
  children,
}: {
  stripe: { publishableKey: string } | null;
  donePath: string;
  methodParam?: string;
  children: ReactNode;
}) {
  if (!stripe) return children;
  return <StripePaymentElement publishableKey={stripe.publishableKey} donePath={donePath} methodParam={methodParam} />;
}
