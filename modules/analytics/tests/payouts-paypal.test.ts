import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { POST as webhookRoute } from "../src/server/http/paypal-webhook";
import { cancelPayout } from "../src/server/services/payouts/cancel";
import { UNKNOWN_RESEND_MS, pollPayouts } from "../src/server/services/payouts/poll";
import { PaypalProvider } from "../src/server/services/payouts/providers/paypal/paypal";
import { requestWithdrawal } from "../src/server/services/payouts/withdraw";
import { revenueBalance } from "../src/server/services/revenue/balance";
import { resetAnalyticsSettings } from "../src/server/settings";
import { makePerson } from "./fixtures";
import { NOW, earn, entriesOf, refused } from "./payouts-support";
import { TOKEN, setupFakePaypal } from "./paypal-fake";
import type { Recorded } from "./paypal-fake";

// The PayPal Payouts adapter offline (docs/analytics.md "PayPal"): a local server plays PayPal with its documented
// response bodies and records our requests, whose bodies and headers are asserted here; the webhook route verifies
// every delivery with PayPal; the poll job reads the status the webhook may have missed.
const database = setupTestDatabase();
const db = () => database.db;
const fake = setupFakePaypal();
let paypal: PaypalProvider;

const ENV = ["PAYOUT_PROVIDER", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_URL", "PAYPAL_WEBHOOK_ID"];
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

beforeAll(() => {
  Object.assign(process.env, {
    PAYOUT_PROVIDER: "paypal",
    PAYPAL_CLIENT_ID: "client-id",
    PAYPAL_CLIENT_SECRET: "client-secret",
    PAYPAL_API_URL: fake.url,
    PAYPAL_WEBHOOK_ID: "WH-1234",
  });
  resetAnalyticsSettings();
  paypal = new PaypalProvider({ clientId: "client-id", clientSecret: "client-secret", apiUrl: fake.url });
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetAnalyticsSettings();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = null;
  fake.verification = "SUCCESS";
});

const sent = (path: string) => fake.requests.filter((request: Recorded) => request.path === path);

/** A PayPal whose first payout send fails with a 503 and whose every re-send is refused with a 422. */
function unavailableThenUnprocessable(): NonNullable<typeof fake.override> {
  let first = true;
  return (request) => {
    if (request.path !== "/v1/payments/payouts") return undefined;
    if (first) {
      first = false;
      return { status: 503, body: { name: "SERVICE_UNAVAILABLE" } };
    }
    return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", message: "The request was not processed." } };
  };
}

async function withdraw(methodId = "paypal", address = "creator@example.com", amountMinor = 5000) {
  const creator = await makePerson(db());
  await earn(db(), creator.id, 10_000);
  const payout = await requestWithdrawal(db(), creator.actor, { methodId, amountMinor, address }, NOW, paypal);
  return { creator, payout };
}

describe("sending a payout", () => {
  it("gets a client-credentials token once, then posts one batch of one item, idempotent by the payout id", async () => {
    const { payout } = await withdraw();
    const [token] = sent("/v1/oauth2/token");
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from("client-id:client-secret").toString("base64")}`);
    expect(token!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token!.text).toBe("grant_type=client_credentials");
    const [batch] = sent("/v1/payments/payouts");
    expect(batch!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(batch!.headers["content-type"]).toBe("application/json");
    expect(batch!.headers["paypal-request-id"]).toBe(payout.id);
    expect(batch!.json).toEqual({
      sender_batch_header: {
        sender_batch_id: payout.id,
        email_subject: "You have a payout!",
        email_message: "Your creator revenue has been sent to you.",
      },
      items: [
        {
          recipient_type: "EMAIL",
          // $50.00 leaves the balance; the $1.00 fee stays with us (it pays PayPal's), $49.00 arrives.
          amount: { value: "49.00", currency: "USD" },
          receiver: "creator@example.com",
          sender_item_id: payout.id,
          recipient_wallet: "PAYPAL",
          note: "Creator revenue",
        },
      ],
    });
    expect(payout).toMatchObject({ status: "in-transit", provider: "paypal", platformId: `BATCH${payout.id}` });
    // The token is reused until a minute before it expires.
    await withdraw();
    expect(sent("/v1/oauth2/token")).toHaveLength(1);
    expect(sent("/v1/payments/payouts")).toHaveLength(2);
  });

  it("sends Venmo as a PHONE item to the VENMO wallet", async () => {
    const { payout } = await withdraw("venmo", "+1 (555) 123-4567", 1000);
    const [batch] = sent("/v1/payments/payouts");
    expect((batch!.json as { items: unknown[] }).items[0]).toMatchObject({
      recipient_type: "PHONE",
      receiver: "+15551234567",
      recipient_wallet: "VENMO",
      amount: { value: "9.80", currency: "USD" },
      sender_item_id: payout.id,
    });
  });

  it("a payout PayPal refuses (400 VALIDATION_ERROR) fails with PayPal's words and returns the money", async () => {
    fake.override = (request) =>
      request.path === "/v1/payments/payouts"
        ? {
            status: 400,
            body: {
              name: "VALIDATION_ERROR",
              message: "Invalid request - see details",
              debug_id: "b1c2d3e4f5",
              details: [{ field: "items[0].receiver", location: "body", issue: "Receiver is invalid" }],
            },
          }
        : undefined;
    const { creator, payout } = await withdraw();
    expect(payout).toMatchObject({
      status: "failed",
      failureReason: "The payout provider refused the request: VALIDATION_ERROR: Receiver is invalid",
    });
    expect(await entriesOf(db(), payout.id)).toEqual([
      ["withdrawal", -5000],
      ["returned", 5000],
    ]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
  });

  it("PayPal unreachable leaves the payout in transit; the poll sends it again with the same request id", async () => {
    fake.override = (request) =>
      request.path === "/v1/payments/payouts" ? { status: 503, body: { name: "SERVICE_UNAVAILABLE" } } : undefined;
    const { payout } = await withdraw();
    expect(payout).toMatchObject({ status: "in-transit", platformId: null });
    fake.override = null;
    const report = await pollPayouts(db(), paypal, NOW);
    expect(report.sent).toBe(1);
    const again = sent("/v1/payments/payouts");
    expect(again.map((request) => request.headers["paypal-request-id"])).toEqual([payout.id, payout.id]);
    const row = await db().payout.findUniqueOrThrow({ where: { id: payout.id } });
    expect(row.platformId).toBe(`BATCH${payout.id}`);
  });

  // PayPal's answer to a sender_batch_id it has already seen (docs: sender_batch_header): a refusal naming the
  // duplicate, with a HATEOAS link to the original batch. The first send's response was lost (a timeout here).
  const duplicate = (payoutId: string, link = true) => ({
    status: 400,
    body: {
      name: "USER_BUSINESS_ERROR",
      message: "User business error.",
      debug_id: "f0e1d2c3b4a5",
      information_link: "https://developer.paypal.com/docs/api/payments.payouts-batch/#errors",
      details: [
        { field: "SENDER_BATCH_ID", location: "body", issue: "Batch with given sender_batch_id already exists" },
      ],
      links: link
        ? [
            {
              href: `${fake.url}/v1/payments/payouts/BATCH${payoutId}`,
              rel: "self",
              method: "GET",
              encType: "application/json",
            },
          ]
        : [],
    },
  });

  it("a re-send PayPal refuses as a duplicate batch adopts the original batch: no refund, its status read", async () => {
    let first = true;
    fake.override = (request) => {
      if (request.path !== "/v1/payments/payouts") return undefined;
      const id = (request.json as { sender_batch_header: { sender_batch_id: string } }).sender_batch_header
        .sender_batch_id;
      if (first) {
        // PayPal took the batch, but our side never heard back.
        first = false;
        fake.itemStatus.set(id, "PENDING");
        return { status: 503, body: { name: "SERVICE_UNAVAILABLE" } };
      }
      return duplicate(id);
    };
    const { creator, payout } = await withdraw();
    expect(payout).toMatchObject({ status: "in-transit", platformId: null });
    await pollPayouts(db(), paypal, NOW);
    const row = await db().payout.findUniqueOrThrow({ where: { id: payout.id } });
    expect([row.status, row.platformId]).toEqual(["in-transit", `BATCH${payout.id}`]);
    expect(sent(`/v1/payments/payouts/BATCH${payout.id}`).map((request) => request.method)).toEqual(["GET"]);
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(5000);
    // The adopted batch is then followed like any other: PayPal pays it.
    fake.itemStatus.set(payout.id, "SUCCESS");
    await pollPayouts(db(), paypal, NOW);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("success");
  });

  it("a duplicate-batch refusal adopts the original even on a first send", async () => {
    fake.override = (request) => {
      if (request.path !== "/v1/payments/payouts") return undefined;
      const id = (request.json as { sender_batch_header: { sender_batch_id: string } }).sender_batch_header
        .sender_batch_id;
      fake.itemStatus.set(id, "UNCLAIMED");
      return duplicate(id);
    };
    const { payout } = await withdraw();
    expect(payout).toMatchObject({ status: "in-transit", platformId: `BATCH${payout.id}` });
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
  });

  it("any other 4xx on a re-send leaves the money out (unknown, PayPal's words kept), never refunds it", async () => {
    fake.override = unavailableThenUnprocessable();
    const { creator, payout } = await withdraw();
    await pollPayouts(db(), paypal, NOW);
    const row = await db().payout.findUniqueOrThrow({ where: { id: payout.id } });
    expect([row.status, row.platformId]).toEqual(["unknown", null]);
    expect(row.failureReason).toContain("UNPROCESSABLE_ENTITY");
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(5000);
    // A duplicate refusal without a link to follow is no refund either.
    fake.override = null;
    const again = await withdraw();
    fake.override = (request) =>
      request.path === "/v1/payments/payouts" ? duplicate(again.payout.id, false) : undefined;
    await db().payout.update({ where: { id: again.payout.id }, data: { platformId: null } });
    await pollPayouts(db(), paypal, NOW);
    expect((await db().payout.findUniqueOrThrow({ where: { id: again.payout.id } })).status).toBe("unknown");
    expect(await entriesOf(db(), again.payout.id)).toEqual([["withdrawal", -5000]]);
  });
});

describe("the poll job", () => {
  it("reads each open payout's item status: SUCCESS is paid, FAILED returns the money once", async () => {
    const paid = await withdraw();
    const failed = await withdraw();
    fake.itemStatus.set(paid.payout.id, "SUCCESS");
    fake.itemStatus.set(failed.payout.id, "FAILED");
    await pollPayouts(db(), paypal, NOW);
    await pollPayouts(db(), paypal, NOW);
    const rows = await db().payout.findMany({ where: { id: { in: [paid.payout.id, failed.payout.id] } } });
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.failureReason]]))).toEqual({
      [paid.payout.id]: ["success", null],
      [failed.payout.id]: ["failed", "FAILED: RECEIVER_UNREGISTERED: Receiver is unregistered"],
    });
    expect(await entriesOf(db(), failed.payout.id)).toEqual([
      ["withdrawal", -5000],
      ["returned", 5000],
    ]);
    const get = sent(`/v1/payments/payouts/BATCH${paid.payout.id}`);
    expect(get[0]!.method).toBe("GET");
    expect(get[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const notes = await db().notification.findMany({ where: { userId: paid.creator.id } });
    expect(notes.map((note) => note.type)).toEqual(["payout_paid"]);
  });

  it("stops re-sending a payout unknown for more than 24 hours, leaving it to an admin; asks about the rest", async () => {
    fake.override = unavailableThenUnprocessable();
    const { payout } = await withdraw();
    await pollPayouts(db(), paypal, NOW);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("unknown");
    const resends = () =>
      sent("/v1/payments/payouts").filter((request) => request.headers["paypal-request-id"] === payout.id).length;
    expect(resends()).toBe(2);
    // Within 24 hours of becoming unknown it is still sent again (a refusal may have been PayPal's passing state)...
    await pollPayouts(db(), paypal, new Date(NOW.getTime() + UNKNOWN_RESEND_MS - 60_000));
    expect(resends()).toBe(3);
    // ...and a refused re-send does not restart the clock: past 24 hours the poll neither sends nor counts it.
    const later = await pollPayouts(db(), paypal, new Date(NOW.getTime() + UNKNOWN_RESEND_MS + 60_000));
    expect(resends()).toBe(3);
    expect(later.sent).toBe(0);
    const row = await db().payout.findUniqueOrThrow({ where: { id: payout.id } });
    expect([row.status, row.platformId]).toEqual(["unknown", null]);
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
  });

  it("is bounded: at most `limit` payouts a run, the ones checked longest ago first", async () => {
    await withdraw();
    await withdraw();
    const report = await pollPayouts(db(), paypal, NOW, 1);
    expect(report.checked).toBe(1);
  });
});

describe("cancelling a PayPal payout", () => {
  it("cancels an unclaimed item: PayPal answers RETURNED, so it is cancelled at once, the money back once", async () => {
    const { creator, payout } = await withdraw();
    fake.itemStatus.set(payout.id, "UNCLAIMED");
    const cancelled = await cancelPayout(db(), creator.actor, payout.id, NOW, paypal);
    expect(cancelled.status).toBe("cancelled");
    const [cancel] = sent(`/v1/payments/payouts-item/ITEM${payout.id}/cancel`);
    expect(cancel!.method).toBe("POST");
    expect(cancel!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(await entriesOf(db(), payout.id)).toEqual([
      ["withdrawal", -5000],
      ["returned", 5000],
    ]);
    // The poll reading RETURNED afterwards changes nothing.
    await pollPayouts(db(), paypal, NOW);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("cancelled");
    expect(await entriesOf(db(), payout.id)).toHaveLength(2);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
  });

  it("a cancel PayPal has not completed yet stays cancelling, then RETURNED completes it", async () => {
    const { creator, payout } = await withdraw();
    fake.itemStatus.set(payout.id, "UNCLAIMED");
    fake.override = (request) =>
      request.path === `/v1/payments/payouts-item/ITEM${payout.id}/cancel`
        ? {
            status: 200,
            body: { payout_item_id: `ITEM${payout.id}`, transaction_status: "UNCLAIMED", payout_batch_id: "x" },
          }
        : undefined;
    expect((await cancelPayout(db(), creator.actor, payout.id, NOW, paypal)).status).toBe("cancelling");
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
    fake.override = null;
    fake.itemStatus.set(payout.id, "RETURNED");
    await pollPayouts(db(), paypal, NOW);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("cancelled");
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
  });

  it("refuses an item that is not unclaimed (409) without asking PayPal to cancel it", async () => {
    const { creator, payout } = await withdraw();
    fake.itemStatus.set(payout.id, "PENDING");
    expect(await refused(cancelPayout(db(), creator.actor, payout.id, NOW, paypal))).toBe(
      "409 This payout can no longer be cancelled.",
    );
    expect(sent(`/v1/payments/payouts-item/ITEM${payout.id}/cancel`)).toEqual([]);
  });
});

describe("the webhook route", () => {
  const SIGNED = {
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url": "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
    "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
    "paypal-transmission-sig":
      "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
    "paypal-transmission-time": "2016-02-18T20:01:35Z",
  };
  const event = (payoutId: string, type: string) => ({
    id: `WH-${payoutId}-${type}`,
    event_version: "1.0",
    create_time: "2024-01-01T00:00:00.000Z",
    resource_type: "payouts_item",
    event_type: `PAYMENT.PAYOUTS-ITEM.${type}`,
    summary: "A payout item has changed.",
    resource: {
      payout_item_id: `ITEM${payoutId}`,
      transaction_status: type === "SUCCEEDED" ? "SUCCESS" : type,
      payout_batch_id: `BATCH${payoutId}`,
      payout_item: { sender_item_id: payoutId, receiver: "creator@example.com", recipient_wallet: "PAYPAL" },
    },
  });
  const deliver = (body: unknown, headers: Record<string, string> = SIGNED) =>
    webhookRoute(
      new Request("http://localhost/api/analytics/webhooks/paypal", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  const answer = async (response: Response) => [response.status, await response.json()];

  it("verifies a delivery with PayPal and applies it once: SUCCEEDED pays the payout", async () => {
    const { payout } = await withdraw();
    const delivered = event(payout.id, "SUCCEEDED");
    expect(await answer(await deliver(delivered))).toEqual([200, { received: true, applied: true }]);
    const [verify] = sent("/v1/notifications/verify-webhook-signature");
    expect(verify!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(verify!.json).toEqual({
      auth_algo: SIGNED["paypal-auth-algo"],
      cert_url: SIGNED["paypal-cert-url"],
      transmission_id: SIGNED["paypal-transmission-id"],
      transmission_sig: SIGNED["paypal-transmission-sig"],
      transmission_time: SIGNED["paypal-transmission-time"],
      webhook_id: "WH-1234",
      webhook_event: delivered,
    });
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("success");
    expect(await answer(await deliver(delivered))).toEqual([200, { received: true, applied: false }]);
  });

  it("FAILED, RETURNED, BLOCKED and DENIED return the money once; UNCLAIMED waits", async () => {
    for (const type of ["FAILED", "RETURNED", "BLOCKED", "DENIED"]) {
      const { creator, payout } = await withdraw();
      expect((await deliver(event(payout.id, type))).status).toBe(200);
      expect((await deliver(event(payout.id, type))).status).toBe(200);
      expect(await entriesOf(db(), payout.id)).toEqual([
        ["withdrawal", -5000],
        ["returned", 5000],
      ]);
      expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
    }
    const { payout } = await withdraw();
    expect(await answer(await deliver(event(payout.id, "UNCLAIMED")))).toEqual([
      200,
      { received: true, applied: false },
    ]);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("in-transit");
  });

  it("CANCELED (the item cancelled, its money back with us) cancels the payout and returns the money once", async () => {
    for (const status of ["cancelling", "in-transit"]) {
      const { creator, payout } = await withdraw();
      await db().payout.update({ where: { id: payout.id }, data: { status } });
      const canceled = { ...event(payout.id, "CANCELED") };
      canceled.resource = { ...canceled.resource, transaction_status: "RETURNED" };
      expect(await answer(await deliver(canceled))).toEqual([200, { received: true, applied: true }]);
      expect(await answer(await deliver(canceled))).toEqual([200, { received: true, applied: false }]);
      expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("cancelled");
      expect(await entriesOf(db(), payout.id)).toEqual([
        ["withdrawal", -5000],
        ["returned", 5000],
      ]);
      expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
    }
  });

  it("answers 400 and changes nothing when the delivery cannot be verified", async () => {
    const { payout } = await withdraw();
    fake.verification = "FAILURE";
    const forged = await deliver(event(payout.id, "FAILED"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: "invalid_input",
      description: "The webhook signature is missing or invalid.",
    });
    fake.verification = "SUCCESS";
    const unsigned = await deliver(event(payout.id, "FAILED"), {});
    expect(unsigned.status).toBe(400);
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
    expect((await deliver("{not json")).status).toBe(400);
    expect((await deliver({ id: "WH-1" })).status).toBe(400);
  });

  it("acknowledges events about no payout of ours, and refuses bodies over 64 KiB with 413", async () => {
    expect(await answer(await deliver(event("NOTOURS1", "SUCCEEDED")))).toEqual([
      200,
      { received: true, applied: false },
    ]);
    const huge = await deliver({ ...event("NOTOURS1", "SUCCEEDED"), padding: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("answers 400 when PayPal is not configured", async () => {
    delete process.env.PAYPAL_CLIENT_ID;
    resetAnalyticsSettings();
    try {
      const response = await deliver(event("NOTOURS1", "SUCCEEDED"));
      expect(await answer(response)).toEqual([
        400,
        { error: "invalid_input", description: "This payout provider is not configured." },
      ]);
    } finally {
      process.env.PAYPAL_CLIENT_ID = "client-id";
      resetAnalyticsSettings();
    }
  });
});
