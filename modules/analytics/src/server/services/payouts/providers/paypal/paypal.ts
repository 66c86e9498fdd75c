import { problem, refusal } from "../../refusals";
import type { PayoutView } from "../../view";
import type { PayoutProvider, ProviderOutcome } from "../provider";
import { PaypalClient, PaypalRefusal } from "./client";
import type { PaypalConfig, PaypalErrorBody } from "./client";
import { payoutStatusOf } from "./status";

/** The parts of PayPal's payout batch and item bodies we read (docs: Payouts API v1). */
interface PaypalItem {
  payout_item_id?: string;
  transaction_status?: string;
  errors?: { name?: string; message?: string };
  payout_item?: { sender_item_id?: string };
}
interface PaypalBatch {
  batch_header?: {
    payout_batch_id?: string;
    batch_status?: string;
    sender_batch_header?: { sender_batch_id?: string };
  };
  items?: PaypalItem[];
}

/** A payout batch's path in PayPal's links (GET /v1/payments/payouts/{payout_batch_id}). */
const BATCH_PATH = /\/v1\/payments\/payouts\/([A-Za-z0-9_-]{1,128})$/;

/**
 * The original batch a refusal links to. PayPal refuses a sender_batch_id it has seen in the last 30 days "with an
 * error message that shows the duplicate sender_batch_id and includes a HATEOAS link to the original payout"
 * (docs: sender_batch_header); the link's last segment is its payout_batch_id.
 */
function linkedBatchId(body: PaypalErrorBody | null): string | null {
  for (const link of body?.links ?? []) {
    if (typeof link.href !== "string" || (link.method && link.method.toUpperCase() !== "GET")) continue;
    let path: string;
    try {
      path = new URL(link.href).pathname;
    } catch {
      continue;
    }
    const match = BATCH_PATH.exec(path);
    if (match) return match[1]!;
  }
  return null;
}

/** A refusal about the sender_batch_id itself: PayPal already has a batch of this payout. */
function isDuplicateBatch(body: PaypalErrorBody | null): boolean {
  const words = [body?.name, body?.message, ...(body?.details ?? []).flatMap((d) => [d.field, d.issue, d.description])]
    .filter((word): word is string => typeof word === "string")
    .join(" ")
    .toUpperCase();
  return /SENDER_BATCH_ID|DUPLICATE|ALREADY/.test(words);
}

/** A failed item's reason: its status and PayPal's error, at most 500 characters. */
const itemReason = (item: PaypalItem) =>
  [item.transaction_status, item.errors?.name, item.errors?.message].filter(Boolean).join(": ").slice(0, 500);

/** Cents as PayPal's decimal string: 1234 → "12.34". */
export const paypalValue = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/**
 * PayPal Payouts (PAYOUT_PROVIDER=paypal; docs/analytics.md "PayPal"): one batch of one item per payout, over
 * fetch against PayPal's REST API (its Node SDKs do not cover Payouts but for the archived @paypal/payouts-sdk).
 * The batch's sender_batch_id and the PayPal-Request-Id are the payout's id, so a retried send is the same batch
 * and PayPal never pays twice. What arrives is the amount minus our fee; Venmo is the same API with
 * recipient_wallet VENMO and a phone number.
 */
export class PaypalProvider implements PayoutProvider {
  readonly id = "paypal" as const;
  readonly client: PaypalClient;

  constructor(config: PaypalConfig, clock?: () => number) {
    this.client = new PaypalClient(config, clock);
  }

  /** The create-batch body of a payout (exported for the offline tests' assertions through the fake server). */
  static batchBody(payout: PayoutView) {
    const venmo = payout.methodType === "venmo";
    return {
      sender_batch_header: {
        sender_batch_id: payout.id,
        email_subject: "You have a payout!",
        email_message: "Your creator revenue has been sent to you.",
      },
      items: [
        {
          recipient_type: venmo ? "PHONE" : "EMAIL",
          amount: { value: paypalValue(payout.netMinor), currency: "USD" },
          receiver: payout.address,
          sender_item_id: payout.id,
          recipient_wallet: venmo ? "VENMO" : "PAYPAL",
          note: "Creator revenue",
        },
      ],
    };
  }

  /**
   * Posts the payout's batch. A refusal of a sender_batch_id PayPal already has (the first send got through but its
   * answer was lost) is no refusal of the payout: the original batch it links to is looked up and adopted; a
   * duplicate without a link is `unknown` (PayPal may be paying it, so the money must not come back). Any other
   * refusal is thrown (deliver.ts fails a first send, and leaves a re-send unknown).
   */
  async send(payout: PayoutView): Promise<ProviderOutcome> {
    let batch: PaypalBatch | null;
    try {
      batch = await this.client.request<PaypalBatch>(
        "POST",
        "/v1/payments/payouts",
        PaypalProvider.batchBody(payout),
        payout.id,
      );
    } catch (error) {
      if (!(error instanceof PaypalRefusal)) throw error;
      const original = linkedBatchId(error.body);
      if (original) return this.adopt(payout, original, error.message);
      if (isDuplicateBatch(error.body)) return { status: "unknown", reason: error.message.slice(0, 500) };
      throw error;
    }
    const batchId = batch?.batch_header?.payout_batch_id;
    if (typeof batchId !== "string" || batchId === "") throw refusal("internal_error", problem("providerUnavailable"));
    return { status: "in-transit", platformId: batchId };
  }

  /**
   * The batch a duplicate refusal linked to, read (GET) and taken as the payout's when it is this payout's batch
   * (its sender_batch_id is the payout id): in transit, or already settled as PayPal reports its item. A batch that
   * is not ours or cannot be read is `unknown`, never a refusal.
   */
  private async adopt(payout: PayoutView, batchId: string, refusedWith: string): Promise<ProviderOutcome> {
    let batch: PaypalBatch | null;
    try {
      batch = await this.client.request<PaypalBatch>("GET", `/v1/payments/payouts/${encodeURIComponent(batchId)}`);
    } catch (error) {
      if (error instanceof PaypalRefusal) return { status: "unknown", reason: refusedWith.slice(0, 500) };
      throw error;
    }
    if (batch?.batch_header?.sender_batch_header?.sender_batch_id !== payout.id) {
      return { status: "unknown", reason: refusedWith.slice(0, 500) };
    }
    const item = batch.items?.find((entry) => entry.payout_item?.sender_item_id === payout.id) ?? batch.items?.[0];
    const status = item?.transaction_status ? payoutStatusOf(item.transaction_status, payout.status) : null;
    if (!status || status === payout.status) return { status: payout.status, platformId: batchId };
    return status === "failed"
      ? { status, platformId: batchId, reason: itemReason(item!) }
      : { status, platformId: batchId };
  }

  private async item(payout: PayoutView): Promise<PaypalItem | null> {
    if (!payout.platformId) return null;
    const batch = await this.client.request<PaypalBatch>(
      "GET",
      `/v1/payments/payouts/${encodeURIComponent(payout.platformId)}`,
    );
    return batch?.items?.find((item) => item.payout_item?.sender_item_id === payout.id) ?? batch?.items?.[0] ?? null;
  }

  async status(payout: PayoutView): Promise<ProviderOutcome | null> {
    const item = await this.item(payout);
    if (!item?.transaction_status) return null;
    const status = payoutStatusOf(item.transaction_status, payout.status);
    if (!status) return null;
    return status === "failed" ? { status, reason: itemReason(item) } : { status };
  }

  /**
   * Only an unclaimed item can be cancelled (POST /v1/payments/payouts-item/{id}/cancel). PayPal answers with the
   * item, RETURNED when the money is back with us (documented): cancelled at once, which returns it to the creator
   * once. Any other answer leaves it cancelling until the webhook (CANCELED) or the poll (RETURNED) reports it.
   */
  async cancel(payout: PayoutView): Promise<"cancelled" | "cancelling"> {
    const item = await this.item(payout);
    if (!item?.payout_item_id || item.transaction_status?.toUpperCase() !== "UNCLAIMED") {
      throw refusal("conflict", problem("notCancellable"));
    }
    const cancelled = await this.client.request<PaypalItem | null>(
      "POST",
      `/v1/payments/payouts-item/${encodeURIComponent(item.payout_item_id)}/cancel`,
      undefined,
      `${payout.id}-cancel`,
    );
    const answer = cancelled?.transaction_status?.toUpperCase();
    return answer === "RETURNED" || answer === "CANCELED" || answer === "CANCELLED" ? "cancelled" : "cancelling";
  }
}
