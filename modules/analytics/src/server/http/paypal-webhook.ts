import { db } from "@hopper/core/db";
import { restErrorResponse } from "@hopper/core/errors";
import { readBodyWithin } from "@hopper/core/http/body-limit";

import { paypalProvider } from "../services/payouts/providers/configured";
import { verifiedPaypalEvent } from "../services/payouts/providers/paypal/webhook";
import { receivePaypalEvent } from "../services/payouts/receive";
import { problem, refusal } from "../services/payouts/refusals";

/** PayPal's payout events are a few KiB; anything past this is not one (and is not read into memory). */
export const WEBHOOK_BODY_MAX = 64 * 1024;

/**
 * POST /api/analytics/webhooks/paypal (docs/analytics.md "PayPal"): a PAYMENT.PAYOUTS-ITEM.* event, verified with
 * PayPal, applied to its payout. 200 `{ received: true }` once applied (or when it is not about a payout of ours),
 * 400 `{ error, description }` when it cannot be verified (PayPal delivers again; the poll job reads the same
 * status anyway), 413 past the size limit; a 5xx (PayPal or the database unreachable) makes PayPal retry.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const provider = paypalProvider();
    if (!provider) throw refusal("invalid_input", problem("webhookUnconfigured"));
    const tooLarge = () => refusal("payload_too_large", problem("webhookTooLarge", { max: String(WEBHOOK_BODY_MAX) }));
    const body = Buffer.from(await readBodyWithin(request, WEBHOOK_BODY_MAX, tooLarge)).toString("utf8");
    const event = await verifiedPaypalEvent(provider.client, body, request.headers);
    const receipt = await receivePaypalEvent(db(), event, new Date());
    return Response.json({ received: true, applied: receipt.applied });
  } catch (error) {
    return restErrorResponse(error);
  }
}
