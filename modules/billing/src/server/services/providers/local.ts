import { z } from "zod";

import { randomSecret } from "@hopper/core/auth";

import { problem, refusal } from "../payment-methods/refusals";
import { brandOf, cardBehaviour, cardDigits } from "./cards";
import type { CardBehaviour } from "./cards";
import { derivedId, LOCAL_SIGNATURE_HEADER, verifyLocalSignature } from "./local-signature";
import type {
  CollectOutcome,
  CollectRequest,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentMethod,
  SetupSession,
} from "./provider";

/** The local provider's wire event (what POST /api/billing/webhooks/local receives, signed). */
export const localEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(["payment.succeeded", "payment.processing", "payment.failed"]),
  providerPaymentId: z.string().min(1).max(255),
  chargeId: z.string().max(64).nullable(),
  message: z.string().max(500).optional(),
});

export type LocalEvent = z.infer<typeof localEventSchema>;

export interface LocalProviderOptions {
  /** Sends an event to the webhook route later (the default queues the `billing.local-webhook` job). */
  deliver: (event: LocalEvent) => Promise<void>;
  /** The clock for card expiry and signature tolerance (tests move it). */
  clock?: () => Date;
}

/** The page where a local card that needs confirmation is confirmed (the local stand-in for 3-D Secure). */
export const localConfirmPath = (chargeId: string) => `/billing/local/confirm/${encodeURIComponent(chargeId)}`;

const METHOD_ID = /^lpm_(ok|auth|offfail)_([a-z_]{1,16})_(\d{4})_(\d{2})(\d{4})_[A-Za-z0-9]{1,32}$/;

/** What a saved local card does, read back from its id (so no table is needed); null when the id is not one. */
export function localMethodBehaviour(providerMethodId: string): CardBehaviour | null {
  const match = METHOD_ID.exec(providerMethodId);
  return match ? (match[1] as CardBehaviour) : null;
}

/** The succeeded (or failed) event of a local payment: its id is derived, so it is delivered and applied once. */
export function localPaymentEvent(
  type: LocalEvent["type"],
  providerPaymentId: string,
  chargeId: string | null,
  message?: string,
): LocalEvent {
  return { id: derivedId("levt", type, providerPaymentId), type, providerPaymentId, chargeId, message };
}

/**
 * The default provider: test cards, no network, no state of its own (docs/billing.md "Providers"). What a card does
 * is encoded in its providerMethodId; a payment's id is derived from its idempotency key, so a retried collect is
 * the same payment. A good card answers `processing` and its success arrives through the signed webhook, the path
 * Stripe's payments take.
 */
export class LocalProvider implements PaymentProvider {
  readonly id = "local" as const;

  constructor(private readonly options: LocalProviderOptions) {}

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  async createCustomer(): Promise<string> {
    return `lcus_${randomSecret(24)}`;
  }

  async setupSession(): Promise<SetupSession> {
    return { provider: "local" };
  }

  async attachPaymentMethod(_customer: string, input: Record<string, string>): Promise<ProviderPaymentMethod> {
    const number = cardDigits(input.number ?? "");
    const behaviour = /^\d{12,19}$/.test(number) ? cardBehaviour(number) : null;
    if (!behaviour) throw refusal("invalid_input", problem("cardNumber"), "number");
    const expMonth = Number(input.expMonth);
    let expYear = Number(input.expYear);
    if (expYear >= 0 && expYear < 100 && /^\d{2}$/.test(input.expYear ?? "")) expYear += 2000;
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear) || expYear > 9999) {
      throw refusal("invalid_input", problem("cardExpiry"), "expiry");
    }
    const now = this.now();
    if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw refusal("invalid_input", problem("cardExpired"), "expiry");
    }
    const brand = brandOf(number);
    const cvcDigits = brand === "amex" ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcDigits}}$`).test(input.cvc ?? ""))
      throw refusal("invalid_input", problem("cardCvc"), "cvc");
    if (behaviour === "decline") throw refusal("invalid_input", problem("cardDeclined"), "number");
    const last4 = number.slice(-4);
    const month = String(expMonth).padStart(2, "0");
    return {
      providerMethodId: `lpm_${behaviour}_${brand}_${last4}_${month}${expYear}_${randomSecret(16)}`,
      brand,
      last4,
      expMonth,
      expYear,
    };
  }

  async detachPaymentMethod(): Promise<void> {}

  async collect(request: CollectRequest): Promise<CollectOutcome> {
    const providerPaymentId = derivedId("lpi", request.idempotencyKey);
    const behaviour = localMethodBehaviour(request.providerMethodId);
    const declined = problem("cardDeclined").text;
    if (!behaviour) return { status: "failed", providerPaymentId: null, message: declined };
    if (behaviour === "offfail" && request.offSession)
      return { status: "failed", providerPaymentId, message: declined };
    if (behaviour === "auth" && !request.offSession) {
      return { status: "requires_action", providerPaymentId, actionUrl: localConfirmPath(request.chargeId) };
    }
    await this.options.deliver(localPaymentEvent("payment.succeeded", providerPaymentId, request.chargeId));
    return { status: "processing", providerPaymentId };
  }

  async paymentActionSecret(): Promise<string | null> {
    return null;
  }

  async refund(input: { providerPaymentId: string; amount: number; idempotencyKey: string }) {
    return { refundId: derivedId("lre", input.idempotencyKey) };
  }

  parseWebhook(rawBody: string, headers: Headers): ProviderEvent {
    if (!verifyLocalSignature(rawBody, headers.get(LOCAL_SIGNATURE_HEADER), this.now())) {
      throw refusal("invalid_input", problem("webhookSignature"));
    }
    let parsed: LocalEvent;
    try {
      parsed = localEventSchema.parse(JSON.parse(rawBody));
    } catch {
      throw refusal("invalid_input", problem("webhookBody"));
    }
    const { id: eventId, providerPaymentId, chargeId } = parsed;
    if (parsed.type === "payment.failed") {
      const message = parsed.message ?? problem("cardDeclined").text;
      return { eventId, type: "payment.failed", providerPaymentId, chargeId, message };
    }
    return { eventId, type: parsed.type, providerPaymentId, chargeId };
  }
}
