import { db } from "@hopper/core/db";
import { restErrorResponse } from "@hopper/core/errors";

import { problem, refusal } from "../services/payment-methods/refusals";
import type { PaymentProvider } from "../services/providers/provider";
import { receiveWebhook } from "../services/webhooks/receive";
import { readWebhookBody } from "./webhook-body";

/**
 * A provider's webhook endpoint: 200 `{ received: true }` once the event is recorded (and applied when new), 400
 * `{ error, description }` for a bad signature or body, 413 past the size limit. A 5xx makes the provider retry.
 */
export async function answerWebhook(request: Request, provider: PaymentProvider | null): Promise<Response> {
  try {
    if (!provider) throw refusal("invalid_input", problem("webhookUnconfigured"));
    const body = await readWebhookBody(request);
    const receipt = await receiveWebhook(db(), provider, body, request.headers, new Date());
    return Response.json({ received: true, duplicate: !receipt.applied });
  } catch (error) {
    return restErrorResponse(error);
  }
}
