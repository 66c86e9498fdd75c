import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { StripeProvider } from "../src/server/services/providers/stripe";
import type { StripeHttpClient } from "../src/server/services/providers/stripe";

// The Stripe adapter offline: a capturing HTTP client (the package's own `httpClient` option) answers like Stripe and
// records each request (path, idempotency key, form body), and webhooks are signed with the package's test header.
const SECRET = "whsec_test_secret";
const NOW = new Date("2026-11-26T12:00:00Z");

interface Captured {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

function capturingClient(answer: (path: string) => object) {
  const requests: Captured[] = [];
  const client: StripeHttpClient = {
    getClientName: () => "capture",
    makeRequest: async (_host, _port, path, method, headers, requestData) => {
      requests.push({
        method,
        path,
        idempotencyKey: headers["Idempotency-Key"] as string | undefined,
        body: new URLSearchParams(requestData),
      });
      const json = answer(path);
      const response: Awaited<ReturnType<StripeHttpClient["makeRequest"]>> = {
        getStatusCode: () => 200,
        getHeaders: () => ({ "request-id": "req_test" }),
        getRawResponse: () => json,
        toStream: () => null,
        toJSON: async () => json,
      };
      return response;
    },
  };
  return { client, requests };
}

function stripeWith(answer: (path: string) => object) {
  const { client, requests } = capturingClient(answer);
  const provider = new StripeProvider({
    secretKey: "sk_test_offline",
    publishableKey: "pk_test_offline",
    webhookSecret: SECRET,
    httpClient: client,
    clock: () => NOW,
  });
  return { provider, requests };
}

const card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 };

describe("Stripe adapter requests", () => {
  it("creates the customer once per user (idempotency key) with the user's id in metadata", async () => {
    const { provider, requests } = stripeWith(() => ({ id: "cus_1", object: "customer" }));
    expect(await provider.createCustomer({ userId: "USER0001", email: "a@example.com", username: "alice" })).toBe(
      "cus_1",
    );
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v1/customers", idempotencyKey: "customer:USER0001" });
    expect(requests[0]!.body.get("metadata[user_id]")).toBe("USER0001");
    expect(requests[0]!.body.get("email")).toBe("a@example.com");
  });

  it("opens a SetupIntent for off-session use and answers its client secret and the publishable key", async () => {
    const { provider, requests } = stripeWith(() => ({
      id: "seti_1",
      object: "setup_intent",
      client_secret: "seti_1_secret",
    }));
    expect(await provider.setupSession("cus_1")).toEqual({
      provider: "stripe",
      clientSecret: "seti_1_secret",
      publishableKey: "pk_test_offline",
    });
    expect(requests[0]).toMatchObject({ path: "/v1/setup_intents" });
    expect(requests[0]!.idempotencyKey).toMatch(/^setup:cus_1:/);
    expect(requests[0]!.body.get("customer")).toBe("cus_1");
    expect(requests[0]!.body.get("usage")).toBe("off_session");
    expect(requests[0]!.body.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(requests[0]!.body.get("automatic_payment_methods[allow_redirects]")).toBe("never");
  });

  it("saves the method of a succeeded SetupIntent of this customer (the Payment Element's confirmSetup)", async () => {
    const method = { id: "pm_7", object: "payment_method", type: "card", customer: "cus_1", card };
    const intent = (over: object) => ({
      id: "seti_7",
      object: "setup_intent",
      customer: "cus_1",
      status: "succeeded",
      payment_method: method,
      ...over,
    });
    const { provider, requests } = stripeWith(() => intent({}));
    expect(await provider.attachPaymentMethod("cus_1", { setupIntentId: "seti_7" })).toEqual({
      providerMethodId: "pm_7",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    // One retrieval, the method expanded in it: nothing is created or attached by Hopper.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/setup_intents/seti_7?expand[0]=payment_method",
    ]);

    // Another customer's intent, one not succeeded (3-D Secure abandoned), a malformed id: nothing saved.
    for (const [over, id] of [
      [{ customer: "cus_9" }, "seti_7"],
      [{ status: "requires_action" }, "seti_7"],
      [{ payment_method: null }, "seti_7"],
      [{}, "pm_7"],
    ] as const) {
      const other = stripeWith(() => intent(over));
      await expect(other.provider.attachPaymentMethod("cus_1", { setupIntentId: id })).rejects.toMatchObject({
        code: "invalid_input",
      });
    }
  });

  it("attaches the Element's PaymentMethod when it has no customer, and refuses another customer's", async () => {
    const { provider, requests } = stripeWith((path) =>
      path.endsWith("/attach")
        ? { id: "pm_1", object: "payment_method", type: "card", customer: "cus_1", card }
        : { id: "pm_1", object: "payment_method", type: "card", customer: null, card },
    );
    expect(await provider.attachPaymentMethod("cus_1", { paymentMethodId: "pm_1" })).toEqual({
      providerMethodId: "pm_1",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/payment_methods/pm_1",
      "POST /v1/payment_methods/pm_1/attach",
    ]);
    expect(requests[1]!.body.get("customer")).toBe("cus_1");
    const other = stripeWith(() => ({ id: "pm_2", object: "payment_method", type: "card", customer: "cus_9", card }));
    await expect(other.provider.attachPaymentMethod("cus_1", { paymentMethodId: "pm_2" })).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(other.provider.attachPaymentMethod("cus_1", { paymentMethodId: "nope" })).rejects.toMatchObject({
      code: "invalid_input",
    });
  });

  it("confirms a renewal's PaymentIntent off-session with the charge's key, amount, currency and charge id", async () => {
    const { provider, requests } = stripeWith(() => ({ id: "pi_1", object: "payment_intent", status: "processing" }));
    const outcome = await provider.collect({
      chargeId: "CHARGE01",
      providerCustomerId: "cus_1",
      providerMethodId: "pm_1",
      amount: 499,
      currency: "EUR",
      offSession: true,
      idempotencyKey: "CHARGE01:2",
      description: "Midas (monthly)",
    });
    expect(outcome).toEqual({ status: "processing", providerPaymentId: "pi_1" });
    const sent = requests[0]!;
    expect(sent).toMatchObject({ path: "/v1/payment_intents", idempotencyKey: "CHARGE01:2" });
    expect(
      Object.fromEntries(
        ["amount", "currency", "customer", "payment_method", "confirm", "off_session", "metadata[charge_id]"].map(
          (k) => [k, sent.body.get(k)],
        ),
      ),
    ).toEqual({
      amount: "499",
      currency: "eur",
      customer: "cus_1",
      payment_method: "pm_1",
      confirm: "true",
      off_session: "true",
      "metadata[charge_id]": "CHARGE01",
    });
  });

  it("answers requires_action with the client secret for an on-session card that needs 3-D Secure", async () => {
    const { provider, requests } = stripeWith(() => ({
      id: "pi_2",
      object: "payment_intent",
      status: "requires_action",
      client_secret: "pi_2_secret",
    }));
    const outcome = await provider.collect({
      chargeId: "C2",
      providerCustomerId: "cus_1",
      providerMethodId: "pm_1",
      amount: 100,
      currency: "USD",
      offSession: false,
      idempotencyKey: "C2:1",
      description: "d",
    });
    expect(outcome).toEqual({ status: "requires_action", providerPaymentId: "pi_2", clientSecret: "pi_2_secret" });
    expect(requests[0]!.body.get("off_session")).toBeNull();
  });

  it("gives the client secret of a PaymentIntent that requires action (the checkout's handleNextAction), else null", async () => {
    const waiting = stripeWith(() => ({
      id: "pi_3",
      object: "payment_intent",
      status: "requires_action",
      client_secret: "pi_3_secret",
    }));
    expect(await waiting.provider.paymentActionSecret("pi_3")).toBe("pi_3_secret");
    expect(waiting.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/payment_intents/pi_3"]);
    const done = stripeWith(() => ({
      id: "pi_3",
      object: "payment_intent",
      status: "succeeded",
      client_secret: "pi_3_secret",
    }));
    expect(await done.provider.paymentActionSecret("pi_3")).toBeNull();
    expect(await done.provider.paymentActionSecret("../pi")).toBeNull();
    expect(done.requests).toHaveLength(1);
  });

  it("refunds part of a payment with the refund's key", async () => {
    const { provider, requests } = stripeWith(() => ({ id: "re_1", object: "refund" }));
    expect(await provider.refund({ providerPaymentId: "pi_1", amount: 250, idempotencyKey: "refund:R1" })).toEqual({
      refundId: "re_1",
    });
    expect(requests[0]).toMatchObject({ path: "/v1/refunds", idempotencyKey: "refund:R1" });
    expect(requests[0]!.body.get("payment_intent")).toBe("pi_1");
    expect(requests[0]!.body.get("amount")).toBe("250");
  });
});

describe("Stripe webhooks", () => {
  const stripe = new Stripe("sk_test_offline");
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_1", object: "payment_intent", metadata: { charge_id: "CHARGE01" } } },
  });
  const header = (body: string, secret = SECRET, at = NOW) =>
    new Headers({
      "stripe-signature": stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret,
        timestamp: Math.floor(at.getTime() / 1000),
      }),
    });
  const codeOf = (run: () => unknown) => {
    try {
      run();
      return "accepted";
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it("maps a signed payment_intent.succeeded to the charge's event", () => {
    const { provider } = stripeWith(() => ({}));
    expect(provider.parseWebhook(payload, header(payload))).toEqual({
      eventId: "evt_1",
      type: "payment.succeeded",
      providerPaymentId: "pi_1",
      chargeId: "CHARGE01",
    });
  });

  it("maps payment_failed with Stripe's message, attached methods, and ignores other types", () => {
    const { provider } = stripeWith(() => ({}));
    const failed = JSON.stringify({
      id: "evt_2",
      type: "payment_intent.payment_failed",
      data: {
        object: {
          id: "pi_2",
          metadata: { charge_id: "C2" },
          last_payment_error: { message: "Your card was declined." },
        },
      },
    });
    expect(provider.parseWebhook(failed, header(failed))).toMatchObject({
      type: "payment.failed",
      chargeId: "C2",
      message: "Your card was declined.",
    });
    const attached = JSON.stringify({
      id: "evt_3",
      type: "payment_method.attached",
      data: { object: { id: "pm_1", type: "card", customer: "cus_1", card } },
    });
    expect(provider.parseWebhook(attached, header(attached))).toMatchObject({
      type: "payment_method.attached",
      providerCustomerId: "cus_1",
      method: { providerMethodId: "pm_1", brand: "visa", last4: "4242" },
    });
    const other = JSON.stringify({ id: "evt_4", type: "customer.created", data: { object: {} } });
    expect(provider.parseWebhook(other, header(other))).toEqual({
      eventId: "evt_4",
      type: "ignored",
      providerType: "customer.created",
    });
  });

  it("refuses a tampered body, another secret, a stale timestamp, no signature and no configured secret", () => {
    const { provider } = stripeWith(() => ({}));
    expect(codeOf(() => provider.parseWebhook(payload.replace("pi_1", "pi_9"), header(payload)))).toBe("invalid_input");
    expect(codeOf(() => provider.parseWebhook(payload, header(payload, "whsec_other")))).toBe("invalid_input");
    expect(
      codeOf(() => provider.parseWebhook(payload, header(payload, SECRET, new Date(NOW.getTime() - 301_000)))),
    ).toBe("invalid_input");
    expect(codeOf(() => provider.parseWebhook(payload, new Headers()))).toBe("invalid_input");
    const unconfigured = new StripeProvider({
      secretKey: "sk_test_offline",
      publishableKey: "",
      webhookSecret: undefined,
    });
    expect(codeOf(() => unconfigured.parseWebhook(payload, header(payload)))).toBe("invalid_input");
  });
});

// Live: against Stripe's test mode, only with a key (never in CI without one).
const LIVE_KEY = process.env.STRIPE_SECRET_KEY;
describe.skipIf(!LIVE_KEY)("Stripe adapter live (STRIPE_SECRET_KEY set)", () => {
  it("creates a customer, attaches pm_card_visa and pays off-session", async () => {
    const provider = new StripeProvider({ secretKey: LIVE_KEY!, publishableKey: "", webhookSecret: undefined });
    const customer = await provider.createCustomer({ userId: `live${Date.now()}`, email: null, username: "live-test" });
    const method = await provider.attachPaymentMethod(customer, { paymentMethodId: "pm_card_visa" });
    expect(method.brand).toBe("visa");
    const outcome = await provider.collect({
      chargeId: "LIVETEST",
      providerCustomerId: customer,
      providerMethodId: method.providerMethodId,
      amount: 100,
      currency: "USD",
      offSession: true,
      idempotencyKey: `live:${customer}`,
      description: "Hopper live test",
    });
    expect(["succeeded", "processing"]).toContain(outcome.status);
  });

  it("saves the card of a SetupIntent confirmed as the Payment Element confirms it", async () => {
    const provider = new StripeProvider({ secretKey: LIVE_KEY!, publishableKey: "", webhookSecret: undefined });
    const customer = await provider.createCustomer({ userId: `live${Date.now()}`, email: null, username: "live-test" });
    // What Stripe.js's confirmSetup does in the browser, done here with Stripe's test card.
    const intent = await new Stripe(LIVE_KEY!).setupIntents.create({
      customer,
      usage: "off_session",
      payment_method: "pm_card_visa",
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    });
    const method = await provider.attachPaymentMethod(customer, { setupIntentId: intent.id });
    expect(method).toMatchObject({ brand: "visa", last4: "4242" });
  });
});
if (!LIVE_KEY) console.info("Stripe live tests skipped: set STRIPE_SECRET_KEY (a test-mode key) to run them.");
