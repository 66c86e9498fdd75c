import type { DbOrTx } from "@hopper/core/db";

import { localProvider } from "../providers/configured";
import type { LocalEvent } from "../providers/local";
import { LOCAL_SIGNATURE_HEADER, signLocalEvent } from "../providers/local-signature";
import { receiveWebhook } from "./receive";
import type { ApplyEvent, WebhookReceipt } from "./receive";

/**
 * Delivers a local provider event as the provider would: a signed body through the webhook's own verification,
 * recording and idempotency (receiveWebhook, the code behind POST /api/billing/webhooks/local). The job and the
 * confirm page use it, so local payments take exactly the path Stripe's take.
 */
export async function deliverLocalEvent(
  db: DbOrTx,
  event: LocalEvent,
  now: Date,
  apply?: ApplyEvent,
): Promise<WebhookReceipt> {
  const body = JSON.stringify(event);
  const headers = new Headers({
    "content-type": "application/json",
    [LOCAL_SIGNATURE_HEADER]: signLocalEvent(body, now),
  });
  return receiveWebhook(db, localProvider(), body, headers, now, apply);
}
