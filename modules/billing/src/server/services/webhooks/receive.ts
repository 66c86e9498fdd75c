import type { DbOrTx } from "@hopper/core/db";

import { applyProviderEvent } from "../charges/apply-event";
import type { PaymentProvider, ProviderEvent } from "../providers/provider";
import { inTransaction } from "./transaction";

/** What the charges do with a new event (BB's state machine; tests pass a recorder). */
export type ApplyEvent = (db: DbOrTx, event: ProviderEvent, now: Date) => Promise<unknown>;

export interface WebhookReceipt {
  eventId: string;
  type: ProviderEvent["type"];
  /** False when the event was already processed: a replay changes nothing. */
  applied: boolean;
}

/**
 * One provider webhook (docs/billing.md "Webhooks"): verify the signature over the raw body (a bad one throws
 * invalid_input and records nothing), record the event by its id, and hand only an event never processed before to
 * the charges. Recording, claiming and applying share one transaction: a replay (the provider retries, or sends
 * twice at once) waits for the first and then finds it processed; a failure while applying rolls the record back, so
 * the provider's retry processes the event again.
 */
export async function receiveWebhook(
  db: DbOrTx,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
  now: Date,
  apply: ApplyEvent = applyProviderEvent,
): Promise<WebhookReceipt> {
  const event = provider.parseWebhook(rawBody, headers);
  const type = event.type === "ignored" ? event.providerType : event.type;
  const applied = await inTransaction(db, async (tx) => {
    await tx.billingWebhookEvent.createMany({
      data: [{ provider: provider.id, eventId: event.eventId, type: type.slice(0, 64), receivedAt: now }],
      skipDuplicates: true,
    });
    const claimed = await tx.billingWebhookEvent.updateMany({
      where: { provider: provider.id, eventId: event.eventId, processedAt: null },
      data: { processedAt: now },
    });
    if (claimed.count === 0) return false;
    // Events the charges do not speak (a Stripe account sends many kinds) are recorded and go no further.
    if (event.type !== "ignored") await apply(tx, event, now);
    return true;
  });
  return { eventId: event.eventId, type: event.type, applied };
}
