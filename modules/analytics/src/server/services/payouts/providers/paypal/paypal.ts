import { problem, refusal } from "../../refusals";
import type { PayoutView } from "../../view";
import type { PayoutProvider, ProviderOutcome } from "../provider";
import { PaypalClient } from "./client";
import type { PaypalConfig } from "./client";
import { payoutStatusOf } from "./status";

/** The parts of PayPal's payout batch and item bodies we read (docs: Payouts API v1). */
interface PaypalItem {
  payout_item_id?: string;
  transaction_status?: string;
  errors?: { name?: string; message?: string };
  payout_item?: { sender_item_id?: string };
}
interface PaypalBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: PaypalItem[];
}

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

  async send(payout: PayoutView): Promise<ProviderOutcome> {
    const batch = await this.client.request<PaypalBatch>(
      "POST",
      "/v1/payments/payouts",
      PaypalProvider.batchBody(payout),
      payout.id,
    );
    const batchId = batch?.batch_header?.payout_batch_id;
    if (typeof batchId !== "string" || batchId === "") throw refusal("internal_error", problem("providerUnavailable"));
    return { status: "in-transit", platformId: batchId };
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
    const reason =
      status === "failed"
        ? [item.transaction_status, item.errors?.name, item.errors?.message].filter(Boolean).join(": ").slice(0, 500)
        : undefined;
    return reason ? { status, reason } : { status };
  }

  /**
   * Only an unclaimed item can be cancelled (POST /v1/payments/payouts-item/{id}/cancel); PayPal then returns the
   * money, which the webhook or the poll reports (RETURNED while cancelling → cancelled).
   */
  async cancel(payout: PayoutView): Promise<"cancelled" | "cancelling"> {
    const item = await this.item(payout);
    if (!item?.payout_item_id || item.transaction_status?.toUpperCase() !== "UNCLAIMED") {
      throw refusal("conflict", problem("notCancellable"));
    }
    await this.client.request(
      "POST",
      `/v1/payments/payouts-item/${encodeURIComponent(item.payout_item_id)}/cancel`,
      undefined,
      `${payout.id}-cancel`,
    );
    return "cancelling";
  }
}
