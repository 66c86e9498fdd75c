import { stripeProvider } from "../services/providers/configured";
import { answerWebhook } from "./webhook-route";

/** POST /api/billing/webhooks/stripe: Stripe's events, verified with STRIPE_WEBHOOK_SECRET (docs/billing.md). */
export async function POST(request: Request): Promise<Response> {
  return answerWebhook(request, stripeProvider());
}
