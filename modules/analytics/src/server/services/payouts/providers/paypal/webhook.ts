import { problem, refusal } from "../../refusals";
import type { PaypalClient } from "./client";

/** The transmission headers PayPal signs a webhook delivery with, as verify-webhook-signature wants them. */
const HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

export interface PaypalEvent {
  id: string;
  event_type: string;
  resource: {
    payout_item_id?: string;
    payout_batch_id?: string;
    transaction_status?: string;
    payout_item?: { sender_item_id?: string };
    errors?: { name?: string; message?: string };
  };
}

function parseEvent(body: string): PaypalEvent {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw refusal("invalid_input", problem("webhookBody"));
  }
  const candidate = event as Partial<PaypalEvent> | null;
  if (
    !candidate ||
    typeof candidate.id !== "string" ||
    typeof candidate.event_type !== "string" ||
    typeof candidate.resource !== "object" ||
    candidate.resource === null
  ) {
    throw refusal("invalid_input", problem("webhookBody"));
  }
  return candidate as PaypalEvent;
}

/**
 * Verifies a delivery with PayPal (POST /v1/notifications/verify-webhook-signature: the transmission headers, our
 * webhook id and the event) and returns the event. Anything unverifiable is a 400: PayPal delivers again, and the
 * poll job reads the same status anyway, so nothing is lost. PayPal unreachable is ours (a 5xx, retried).
 */
export async function verifiedPaypalEvent(client: PaypalClient, body: string, headers: Headers): Promise<PaypalEvent> {
  const webhookId = client.config.webhookId;
  if (!webhookId) throw refusal("invalid_input", problem("webhookUnconfigured"));
  const event = parseEvent(body);
  const signed: Record<string, string> = {};
  for (const [field, header] of Object.entries(HEADERS)) {
    const value = headers.get(header);
    if (!value || value.length > 4096) throw refusal("invalid_input", problem("webhookSignature"));
    signed[field] = value;
  }
  const answer = await client.request<{ verification_status?: string }>(
    "POST",
    "/v1/notifications/verify-webhook-signature",
    { ...signed, webhook_id: webhookId, webhook_event: event },
  );
  if (answer?.verification_status !== "SUCCESS") throw refusal("invalid_input", problem("webhookSignature"));
  return event;
}
