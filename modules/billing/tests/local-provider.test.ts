import { describe, expect, it } from "vitest";

import { brandOf } from "../src/server/services/providers/cards";
import { LocalProvider, localMethodBehaviour } from "../src/server/services/providers/local";
import type { LocalEvent } from "../src/server/services/providers/local";
import { signLocalEvent } from "../src/server/services/providers/local-signature";

// The local provider's test cards (docs/billing.md "Providers"): what each number does, the brand from the number,
// expiry and CVC checks, and that a card's behaviour survives in its id alone (no state between processes).
const NOW = new Date("2026-11-26T12:00:00Z");

function provider() {
  const delivered: LocalEvent[] = [];
  const local = new LocalProvider({ deliver: async (event) => void delivered.push(event), clock: () => NOW });
  return { local, delivered };
}

const card = (number: string, extra: Record<string, string> = {}) => ({
  number,
  expMonth: "12",
  expYear: "2030",
  cvc: number.startsWith("37") ? "1234" : "123",
  ...extra,
});

async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
    return "saved";
  } catch (error) {
    return (error as Error).message;
  }
}

const request = (providerMethodId: string, offSession: boolean, key = "ch1:1") => ({
  chargeId: "CHARGE01",
  providerCustomerId: "lcus_x",
  providerMethodId,
  amount: 499,
  currency: "USD",
  offSession,
  idempotencyKey: key,
  description: "Midas",
});

describe("local provider", () => {
  it("saves 4242 and pays it through a delivered succeeded event, the same payment for the same key", async () => {
    const { local, delivered } = provider();
    const method = await local.attachPaymentMethod("lcus_x", card("4242 4242 4242 4242"));
    expect(method).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(localMethodBehaviour(method.providerMethodId)).toBe("ok");
    const first = await local.collect(request(method.providerMethodId, false));
    const again = await local.collect(request(method.providerMethodId, false));
    expect(first.status).toBe("processing");
    expect(again).toEqual(first);
    expect(delivered).toHaveLength(2);
    expect(delivered[0]).toEqual(delivered[1]);
    expect(delivered[0]).toMatchObject({ type: "payment.succeeded", chargeId: "CHARGE01" });
  });

  it("declines 4000 0000 0000 0002 and refuses any other number, an expired card and a bad CVC", async () => {
    const { local } = provider();
    expect(await refusalOf(local.attachPaymentMethod("c", card("4000000000000002")))).toBe("Your card was declined.");
    expect(await refusalOf(local.attachPaymentMethod("c", card("4242424242424241")))).toBe(
      "Your card number is incorrect.",
    );
    expect(await refusalOf(local.attachPaymentMethod("c", card("abc")))).toBe("Your card number is incorrect.");
    expect(
      await refusalOf(local.attachPaymentMethod("c", card("4242424242424242", { expYear: "2026", expMonth: "10" }))),
    ).toBe("Your card has expired.");
    expect(
      await refusalOf(local.attachPaymentMethod("c", card("4242424242424242", { expYear: "2026", expMonth: "11" }))),
    ).toBe("saved");
    expect(await refusalOf(local.attachPaymentMethod("c", card("4242424242424242", { expMonth: "13" })))).toBe(
      "Your card's expiration date is incomplete or invalid.",
    );
    expect(await refusalOf(local.attachPaymentMethod("c", card("4242424242424242", { cvc: "12" })))).toBe(
      "Your card's security code is incorrect.",
    );
    expect(await refusalOf(local.attachPaymentMethod("c", card("378282246310005", { cvc: "123" })))).toBe(
      "Your card's security code is incorrect.",
    );
  });

  it("asks to confirm 3155 on-session (the confirm page) and pays it off-session", async () => {
    const { local, delivered } = provider();
    const method = await local.attachPaymentMethod("c", card("4000002500003155"));
    const onSession = await local.collect(request(method.providerMethodId, false));
    expect(onSession).toMatchObject({ status: "requires_action", actionUrl: "/billing/local/confirm/CHARGE01" });
    expect(delivered).toHaveLength(0);
    expect((await local.collect(request(method.providerMethodId, true, "r:1"))).status).toBe("processing");
  });

  it("pays 0341 once on-session and declines every off-session renewal", async () => {
    const { local } = provider();
    const method = await local.attachPaymentMethod("c", card("4000000000000341"));
    expect((await local.collect(request(method.providerMethodId, false))).status).toBe("processing");
    expect(await local.collect(request(method.providerMethodId, true, "r:1"))).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
    });
  });

  it("reads the brand from the number", () => {
    const brands: [string, string][] = [
      ["4242424242424242", "visa"],
      ["5555555555554444", "mastercard"],
      ["2223003122003222", "mastercard"],
      ["378282246310005", "amex"],
      ["371449635398431", "amex"],
      ["6011111111111117", "discover"],
      ["6500000000000002", "discover"],
      ["3566002020360505", "jcb"],
      ["36227206271667", "diners"],
      ["38520000023237", "diners"],
      ["6200000000000005", "unionpay"],
      ["9999999999999995", "unknown"],
      ["5000000000000000", "unknown"],
    ];
    for (const [number, brand] of brands) expect([number, brandOf(number)]).toEqual([number, brand]);
  });

  it("saves every brand's test card with its brand", async () => {
    const { local } = provider();
    for (const [number, brand] of [
      ["5555555555554444", "mastercard"],
      ["378282246310005", "amex"],
      ["6011111111111117", "discover"],
      ["3566002020360505", "jcb"],
      ["36227206271667", "diners"],
      ["6200000000000005", "unionpay"],
    ]) {
      expect((await local.attachPaymentMethod("c", card(number!))).brand).toBe(brand);
    }
  });

  it("refunds at once, the same refund for the same key", async () => {
    const { local } = provider();
    const first = await local.refund({ providerPaymentId: "lpi_1", amount: 100, idempotencyKey: "k" });
    expect(first.refundId).toMatch(/^lre_/);
    expect(await local.refund({ providerPaymentId: "lpi_1", amount: 100, idempotencyKey: "k" })).toEqual(first);
  });

  it("accepts its own signed events and refuses a tampered body, another key and a stale signature", () => {
    const { local } = provider();
    const body = JSON.stringify({ id: "levt_1", type: "payment.succeeded", providerPaymentId: "lpi_1", chargeId: "C" });
    const signed = (value: string) => new Headers({ "hopper-signature": value });
    expect(local.parseWebhook(body, signed(signLocalEvent(body, NOW)))).toMatchObject({ eventId: "levt_1" });
    const refused = (raw: string, header: string) => {
      try {
        local.parseWebhook(raw, signed(header));
        return "accepted";
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(refused(body.replace("lpi_1", "lpi_2"), signLocalEvent(body, NOW))).toBe("invalid_input");
    expect(refused(body, signLocalEvent(body, NOW).replace(/v1=.{4}/, "v1=0000"))).toBe("invalid_input");
    expect(refused(body, signLocalEvent(body, new Date(NOW.getTime() - 301_000)))).toBe("invalid_input");
    expect(refused(body, "")).toBe("invalid_input");
  });
});
